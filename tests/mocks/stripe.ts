// Stripe cannot be reached from tests or offline machines: these handlers stand in for the PaymentIntents API the stripe client calls.
import { http, HttpResponse } from "msw";

const API = "https://api.stripe.com/v1";

export interface FakeIntent {
  id: string;
  object: "payment_intent";
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  description: string | null;
  last_payment_error: { message: string; type: string } | null;
  created: number;
}

export interface RecordedCreate {
  idempotencyKey: string | null;
  params: URLSearchParams;
}

export interface FakeRefund {
  id: string;
  object: "refund";
  amount: number;
  payment_intent: string;
  status: "succeeded";
}

/** What the fake Stripe holds; tests read and steer it. */
export const fakeStripe = {
  intents: new Map<string, FakeIntent>(),
  byIdempotencyKey: new Map<string, string>(),
  creates: [] as RecordedCreate[],
  failNextCreates: 0,
  /** Refunds made, by id; every refund request (repeats included) is in refundRequests. */
  refunds: new Map<string, FakeRefund>(),
  refundsByKey: new Map<string, string>(),
  refundRequests: [] as RecordedCreate[],
  failNextRefunds: 0,
  reset() {
    this.intents.clear();
    this.byIdempotencyKey.clear();
    this.creates = [];
    this.failNextCreates = 0;
    this.refunds.clear();
    this.refundsByKey.clear();
    this.refundRequests = [];
    this.failNextRefunds = 0;
  },
  setStatus(id: string, status: string, errorMessage?: string) {
    const intent = this.intents.get(id);
    if (!intent) throw new Error(`No fake intent ${id}`);
    intent.status = status;
    intent.last_payment_error = errorMessage ? { message: errorMessage, type: "card_error" } : null;
    return intent;
  },
};

let counter = 0;
const stripeError = (status: number, message: string, type = "invalid_request_error") =>
  HttpResponse.json({ error: { type, message } }, { status });

export const stripeHandlers = [
  http.post(`${API}/payment_intents`, async ({ request }) => {
    const params = new URLSearchParams(await request.text());
    const idempotencyKey = request.headers.get("Idempotency-Key");
    fakeStripe.creates.push({ idempotencyKey, params });
    if (fakeStripe.failNextCreates > 0) {
      fakeStripe.failNextCreates -= 1;
      return stripeError(500, "An unknown error occurred", "api_error");
    }
    // Like Stripe, a repeated idempotency key answers with the intent it first created.
    const known = idempotencyKey ? fakeStripe.byIdempotencyKey.get(idempotencyKey) : undefined;
    if (known) return HttpResponse.json(fakeStripe.intents.get(known));
    const amount = Number(params.get("amount"));
    if (!Number.isInteger(amount) || amount < 50) return stripeError(400, "Amount must be at least $0.50 usd");
    counter += 1;
    const id = `pi_fake${Date.now()}${counter}`;
    const metadata: Record<string, string> = {};
    for (const [key, value] of params) {
      const match = /^metadata\[(.+)\]$/.exec(key);
      if (match) metadata[match[1]!] = value;
    }
    const intent: FakeIntent = {
      id,
      object: "payment_intent",
      amount,
      currency: params.get("currency") ?? "usd",
      status: "requires_payment_method",
      client_secret: `${id}_secret_fake${counter}`,
      metadata,
      description: params.get("description"),
      last_payment_error: null,
      created: Math.floor(Date.now() / 1000),
    };
    fakeStripe.intents.set(id, intent);
    if (idempotencyKey) fakeStripe.byIdempotencyKey.set(idempotencyKey, id);
    return HttpResponse.json(intent);
  }),
  http.get(`${API}/payment_intents/:id`, ({ params }) => {
    const intent = fakeStripe.intents.get(String(params.id));
    return intent ? HttpResponse.json(intent) : stripeError(404, `No such payment_intent: '${params.id}'`);
  }),
  http.post(`${API}/refunds`, async ({ request }) => {
    const params = new URLSearchParams(await request.text());
    const idempotencyKey = request.headers.get("Idempotency-Key");
    fakeStripe.refundRequests.push({ idempotencyKey, params });
    if (fakeStripe.failNextRefunds > 0) {
      fakeStripe.failNextRefunds -= 1;
      return stripeError(500, "An unknown error occurred", "api_error");
    }
    const known = idempotencyKey ? fakeStripe.refundsByKey.get(idempotencyKey) : undefined;
    if (known) return HttpResponse.json(fakeStripe.refunds.get(known));
    const intent = fakeStripe.intents.get(params.get("payment_intent") ?? "");
    if (!intent) return stripeError(404, `No such payment_intent: '${params.get("payment_intent")}'`);
    if (intent.status !== "succeeded") return stripeError(400, "This PaymentIntent does not have a successful charge to refund.");
    const already = [...fakeStripe.refunds.values()].filter((r) => r.payment_intent === intent.id).reduce((sum, r) => sum + r.amount, 0);
    const amount = Number(params.get("amount") ?? intent.amount - already);
    if (amount + already > intent.amount) return stripeError(400, "Refund amount is greater than unrefunded amount on charge.", "invalid_request_error");
    counter += 1;
    const refund: FakeRefund = { id: `re_fake${Date.now()}${counter}`, object: "refund", amount, payment_intent: intent.id, status: "succeeded" };
    fakeStripe.refunds.set(refund.id, refund);
    if (idempotencyKey) fakeStripe.refundsByKey.set(idempotencyKey, refund.id);
    return HttpResponse.json(refund);
  }),
];
