// One listing write through the real sell wizard: the four form steps, then the built-in
// provider's card form on step 5 with the test card. Like a seller who sees "try again in a
// few seconds", a step answered 503 is sent again after Retry-After, up to a few times;
// paying again for the same payment is idempotent (it answers with the same vehicle).
import type { Visitor } from "./client";

export interface ListingChoices {
  vehicleTypeId: number;
  vehicleMakeId: number;
  vehicleModelId: number;
  year: number;
  vehicleConditionId: number;
  packageId: number;
}

export type WriteOutcome =
  | { ok: true; marker: string; vehicleId: number; attempts: number }
  | { ok: false; marker: string; paymentIntentId: string | null; failedAt: string; attempts: number };

const MAX_ATTEMPTS = 6;
const RETRY_WAIT_MS = 1_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const PAYMENT_ID = /name="paymentIntentId" value="([^"]+)"/;
const SUCCESS = /[?&]step=6&vehicle=(\d+)/;

export async function writeListing(visitor: Visitor, choices: ListingChoices, marker: string, stop: () => boolean): Promise<WriteOutcome> {
  const steps: [string, Record<string, string>][] = [
    ["step 1", { vehicleTypeId: String(choices.vehicleTypeId), vehicleMakeId: String(choices.vehicleMakeId), vehicleModelId: String(choices.vehicleModelId), year: String(choices.year), vehicleConditionId: String(choices.vehicleConditionId), mileage: "1500", zipCode: "90210", intent: "next" }],
    ["step 2", { description: `Trail ready, one owner. Chaos marker ${marker}.`, intent: "next" }],
    ["step 3", { price: "7250", intent: "next" }],
    ["step 4", { packageId: String(choices.packageId), intent: "next" }],
  ];
  let attempts = 0;
  let paymentIntentId: string | null = null;
  let stage = 0; // 0-3 form steps, 4 open the payment page, 5 pay
  let failedAt = "step 1";
  while (attempts < MAX_ATTEMPTS * 6) {
    if (stop() && stage < 5) return { ok: false, marker, paymentIntentId, failedAt: "stopped", attempts };
    attempts++;
    if (stage < 4) {
      const [name, fields] = steps[stage]!;
      failedAt = name;
      const answer = await visitor.postForm(`write: sell ${name}`, `/sell?step=${stage + 1}`, fields);
      if (answer?.status === 302 && answer.location?.includes(`step=${stage + 2}`)) stage++;
      else if (answer && answer.status !== 503) return { ok: false, marker, paymentIntentId, failedAt: `${name} (${answer.status})`, attempts };
      else await sleep(RETRY_WAIT_MS);
    } else if (stage === 4) {
      failedAt = "payment page";
      const answer = await visitor.get("write: sell step 5 page", "/sell?step=5", (s) => s === 200);
      const id = answer?.status === 200 ? PAYMENT_ID.exec(answer.body)?.[1] : undefined;
      if (id) {
        paymentIntentId = id;
        stage = 5;
      } else if (answer?.status === 302) stage = 0; // the draft lost a step: start it over
      else if (answer && answer.status !== 503) return { ok: false, marker, paymentIntentId, failedAt: `payment page (${answer.status})`, attempts };
      else await sleep(RETRY_WAIT_MS);
    } else {
      failedAt = "pay";
      const vehicleId = await pay(visitor, paymentIntentId!);
      if (typeof vehicleId === "number") return { ok: true, marker, vehicleId, attempts };
      if (vehicleId === "refused") return { ok: false, marker, paymentIntentId, failedAt: "pay (refused)", attempts };
      await sleep(RETRY_WAIT_MS);
    }
  }
  return { ok: false, marker, paymentIntentId, failedAt, attempts };
}

/** Pays for the payment with the test card: the new vehicle's id, "retry" after a 503 or no answer, "refused" otherwise. */
export async function pay(visitor: Visitor, paymentIntentId: string): Promise<number | "retry" | "refused"> {
  const answer = await visitor.postForm("write: pay", "/sell?step=5", {
    intent: "pay",
    paymentIntentId,
    cardName: "Chaos Rider",
    cardNumber: "4242 4242 4242 4242",
    cardExpiry: "12/34",
    cardCvc: "123",
  });
  if (!answer || answer.status === 503) return "retry";
  const id = answer.status === 302 ? SUCCESS.exec(answer.location ?? "")?.[1] : undefined;
  return id ? Number(id) : "refused";
}
