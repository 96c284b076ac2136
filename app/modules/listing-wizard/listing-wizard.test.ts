import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { createListing, createUser } from "../../../tests/support/fixtures";
import { callPage, sessionCookieFor, type PageAnswer } from "../../../tests/support/app-requests";
import { firstMessages } from "~/utils/field-messages";
import type { StepAnswer } from "~/edge/wizard-answers.server";
import { LOCAL_CARD_FIELDS } from "~/modules/payments/payment-view";
import { createSellerWithDraft } from "../../../tests/support/payment-fixtures";

type Answer = PageAnswer;
const run = callPage;

const location = (r: Answer) => r.location;
/** The step's answer: each field's first message from conform's reply, and its toast. */
const payload = (r: Answer) => {
  const answer = r.data as StepAnswer;
  return { errors: firstMessages(answer.result.error, "form"), toast: answer.toast };
};
const statusOf = (r: Answer) => r.status;

let catalog: { typeId: number; makeId: number; modelId: number; otherTypeId: number; conditionId: number; elite: number; pro: number; showstopper: number };

beforeAll(async () => {
  const model = await prisma.vehicleModel.findFirstOrThrow({ where: { name: "CRF450R", make: { name: "Honda", vehicleType: { slug: "dirtbike" } } }, include: { make: true } });
  const boat = await prisma.vehicleType.findUniqueOrThrow({ where: { slug: "boat" } });
  const condition = await prisma.vehicleCondition.findUniqueOrThrow({ where: { slug: "very_good" } });
  const packages = await prisma.vehiclePackage.findMany();
  const pkg = (slug: string) => packages.find((p) => p.slug === slug)!.id;
  catalog = { typeId: model.make.vehicleTypeId, makeId: model.vehicleMakeId, modelId: model.id, otherTypeId: boat.id, conditionId: condition.id, elite: pkg("elite"), pro: pkg("pro"), showstopper: pkg("showstopper") };
});

const details = () => ({
  vehicleTypeId: String(catalog.typeId),
  vehicleMakeId: String(catalog.makeId),
  vehicleModelId: String(catalog.modelId),
  year: "2021",
  vehicleConditionId: String(catalog.conditionId),
  mileage: "1200",
  zipCode: "90210",
});

describe("the sell wizard", () => {
  it("sends visitors to sign in, carrying the step they asked for", async () => {
    expect(location(await run("/sell?step=1", null))).toBe(`/login?redirect=${encodeURIComponent("/sell?step=1")}`);
  });

  it("keeps what was entered when a step is incomplete, with the messages at their fields and the blocked toast", async () => {
    const user = await createUser(prisma);
    const cookie = await sessionCookieFor(user.id);
    const answer = await run("/sell?step=1", cookie, { intent: "next", vehicleTypeId: String(catalog.typeId), zipCode: "9021" });
    expect(statusOf(answer)).toBe(400);
    expect(payload(answer).errors).toMatchObject({ vehicleMakeId: "Make is required", vehicleModelId: "Model is required", vehicleConditionId: "Condition is required", zipCode: "Zip code is required" });
    expect(payload(answer).toast?.title).toBe("Please complete all required fields");
    const draft = await prisma.listingDraft.findUniqueOrThrow({ where: { userId: user.id } });
    expect(draft).toMatchObject({ vehicleTypeId: catalog.typeId, zipCode: "9021" });
    // A later step cannot be reached past the incomplete one.
    expect(location(await run("/sell?step=3", cookie))).toBe("/sell?step=1");
  });

  it("refuses a make of another type and an unknown zip code", async () => {
    const user = await createUser(prisma);
    const cookie = await sessionCookieFor(user.id);
    const answer = await run("/sell?step=1", cookie, { intent: "next", ...details(), vehicleTypeId: String(catalog.otherTypeId), zipCode: "00000" });
    expect(statusOf(answer)).toBe(400);
    expect(payload(answer).errors.vehicleMakeId).toBe("Make is required");
    expect(payload(answer).errors.zipCode).toBe("Please enter a valid zip code");
  });

  it("walks steps 1 to 4, saving each, and resumes where the seller left off", async () => {
    const user = await createUser(prisma);
    const cookie = await sessionCookieFor(user.id);
    expect(location(await run("/sell?step=1", cookie, { intent: "next", ...details() }))).toBe("/sell?step=2");

    const short = await run("/sell?step=2", cookie, { intent: "next", description: "Too short" });
    expect(payload(short).errors.description).toBe("Description must be at least 10 characters");
    expect(location(await run("/sell?step=2", cookie, { intent: "next", description: "Fresh top end, new tires, never raced." }))).toBe("/sell?step=3");

    expect(payload(await run("/sell?step=3", cookie, { intent: "next", price: "" })).errors.price).toBe("Price is required");
    expect(payload(await run("/sell?step=3", cookie, { intent: "next", price: "0" })).errors.price).toBe("Price must be between $1 and $99,999,999.99");
    expect(payload(await run("/sell?step=3", cookie, { intent: "next", price: "100000000" })).errors.price).toBe("Price must be between $1 and $99,999,999.99");
    expect(location(await run("/sell?step=3", cookie, { intent: "next", price: "7,250.50" }))).toBe("/sell?step=4");

    expect(payload(await run("/sell?step=4", cookie, { intent: "next" })).errors.packageId).toBe("Package is required");
    const chosen = await run("/sell?step=4", cookie, { intent: "next", packageId: String(catalog.elite) });
    expect(location(chosen)).toBe("/sell?step=5");
    expect(chosen.headers.get("Set-Cookie")).toMatch(/^toast=/);

    const draft = await prisma.listingDraft.findUniqueOrThrow({ where: { userId: user.id } });
    expect(draft).toMatchObject({ vehicleModelId: catalog.modelId, year: 2021, mileage: 1200, zipCode: "90210", vehiclePackageId: catalog.elite });
    expect(draft.price?.toFixed(2)).toBe("7250.50");

    // A new visit without a step opens the first step still to do: payment.
    const resumed = (await run("/sell", cookie)).data as { step: number; values: { description: string } };
    expect(resumed.step).toBe(5);
    expect(resumed.values.description).toBe("Fresh top end, new tires, never raced.");
  });

  it("going back saves the step without checking it, and a changed type clears make and model", async () => {
    const user = await createUser(prisma);
    const cookie = await sessionCookieFor(user.id);
    await run("/sell?step=1", cookie, { intent: "next", ...details() });
    expect(location(await run("/sell?step=2", cookie, { intent: "previous", description: "half" }))).toBe("/sell?step=1");
    expect((await prisma.listingDraft.findUniqueOrThrow({ where: { userId: user.id } })).description).toBe("half");

    await run("/sell?step=1", cookie, { intent: "refresh", ...details(), vehicleTypeId: String(catalog.otherTypeId) });
    const draft = await prisma.listingDraft.findUniqueOrThrow({ where: { userId: user.id } });
    expect(draft).toMatchObject({ vehicleTypeId: catalog.otherTypeId, vehicleMakeId: null, vehicleModelId: null });
  });

  it("'AI Generate' writes the description from the entered vehicle, or asks for the details first", async () => {
    const user = await createUser(prisma);
    const cookie = await sessionCookieFor(user.id);
    const missing = await run("/sell?step=2", cookie, { intent: "generate-description", description: "" });
    expect(location(missing)).toBe("/sell?step=2");
    expect(decodeURIComponent(missing.headers.get("Set-Cookie") ?? "")).toBeTruthy();
    expect((await prisma.listingDraft.findUniqueOrThrow({ where: { userId: user.id } })).description).toBe("");

    await run("/sell?step=1", cookie, { intent: "next", ...details() });
    await run("/sell?step=2", cookie, { intent: "generate-description", description: "" });
    const { description } = await prisma.listingDraft.findUniqueOrThrow({ where: { userId: user.id } });
    expect(description).toContain("2021 Honda CRF450R");
    expect(description.length).toBeGreaterThan(40);
  });
});

describe("'AI Generate' over the seller's own words", () => {
  const replacementOf = (r: Answer) => (r.data as { replacement?: { confirm?: boolean; previous?: string } }).replacement;

  it("asks first, replaces only when confirmed, and Undo brings the seller's text back (sell wizard)", async () => {
    const user = await createUser(prisma);
    const cookie = await sessionCookieFor(user.id);
    await run("/sell?step=1", cookie, { intent: "next", ...details() });
    const draftDescription = async () => (await prisma.listingDraft.findUniqueOrThrow({ where: { userId: user.id } })).description;

    const asked = await run("/sell?step=2", cookie, { intent: "generate-description", description: "My own words about the bike." });
    expect(statusOf(asked)).toBe(200);
    expect(replacementOf(asked)).toEqual({ confirm: true });
    expect(await draftDescription()).toBe("My own words about the bike.");

    const replaced = await run("/sell?step=2", cookie, { intent: "generate-description", description: "My own words about the bike.", replaceDescription: "yes" });
    expect(replacementOf(replaced)).toEqual({ previous: "My own words about the bike." });
    expect(payload(replaced).toast?.title).toBe("Description Generated!");
    const generated = await draftDescription();
    expect(generated).toContain("2021 Honda CRF450R");

    const undone = await run("/sell?step=2", cookie, { intent: "undo-description", description: generated, previousDescription: "My own words about the bike." });
    expect(location(undone)).toBe("/sell?step=2");
    expect(await draftDescription()).toBe("My own words about the bike.");
  });

  it("asks first and offers Undo in the edit wizard too, changing the listing only on Update", async () => {
    const owner = await createUser(prisma);
    const vehicle = await createListing(prisma, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2020, price: 6400, zip: "90210", userId: owner.id, package: "elite", description: "Fresh top end, new tires." });
    const cookie = await sessionCookieFor(owner.id);
    const url = `/vehicles/${vehicle.id}/edit?step=2`;
    const staged = async () => (await prisma.listingEditDraft.findUniqueOrThrow({ where: { vehicleId: vehicle.id } })).description;
    const asked = await run(url, cookie, { intent: "generate-description", description: "Fresh top end, new tires." });
    expect(replacementOf(asked)).toEqual({ confirm: true });
    expect(await staged()).toBe("Fresh top end, new tires.");

    const replaced = await run(url, cookie, { intent: "generate-description", description: "Fresh top end, new tires.", replaceDescription: "yes" });
    expect(replacementOf(replaced)).toEqual({ previous: "Fresh top end, new tires." });
    const generated = await staged();
    expect(generated).toContain("2020 Honda CRF450R");

    const undone = await run(url, cookie, { intent: "undo-description", description: generated, previousDescription: "Fresh top end, new tires." });
    expect(location(undone)).toBe(url);
    expect(await staged()).toBe("Fresh top end, new tires.");
    expect((await prisma.vehicle.findUniqueOrThrow({ where: { id: vehicle.id } })).description).toBe("Fresh top end, new tires.");
  });
});

describe("the edit wizard", () => {
  const editUrl = (id: number, step: number) => `/vehicles/${id}/edit?step=${step}`;
  const live = async (vehicleId: number) => {
    const v = await prisma.vehicle.findUniqueOrThrow({ where: { id: vehicleId }, include: { listing: true } });
    return { description: v.description, mileage: v.mileage, price: v.listing!.price.toFixed(2), packageId: v.listing!.vehiclePackageId, expiry: v.listing!.packageExpiry };
  };

  it("is the owner's only: anyone else gets the not-found state and changes nothing", async () => {
    const owner = await createUser(prisma);
    const other = await createUser(prisma);
    const vehicle = await createListing(prisma, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2020, price: 6400, zip: "90210", userId: owner.id, package: "elite" });
    const otherCookie = await sessionCookieFor(other.id);
    expect(statusOf(await run(`/vehicles/${vehicle.id}/edit`, otherCookie))).toBe(404);
    for (const intent of ["next", "autosave", "discard"]) {
      const refused = await run(editUrl(vehicle.id, 3), otherCookie, { intent, price: "1" });
      expect(statusOf(refused)).toBe(404);
    }
    expect((await prisma.listing.findUniqueOrThrow({ where: { vehicleId: vehicle.id } })).price.toFixed(2)).toBe("6400.00");
    expect(await prisma.listingEditDraft.count({ where: { vehicleId: vehicle.id } })).toBe(0);
  });

  it("stages every step: an edit left at step 3 leaves the live listing as it was, and the seller resumes it", async () => {
    const owner = await createUser(prisma);
    const vehicle = await createListing(prisma, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2020, price: 6400, zip: "90210", userId: owner.id, package: "elite", description: "Fresh top end, new tires." });
    const cookie = await sessionCookieFor(owner.id);
    const before = await live(vehicle.id);
    expect(location(await run(editUrl(vehicle.id, 1), cookie, { intent: "next", ...details(), year: "2020", mileage: "999" }))).toBe(editUrl(vehicle.id, 2));
    expect(location(await run(editUrl(vehicle.id, 2), cookie, { intent: "next", description: "Rebuilt top end, new chain and sprockets." }))).toBe(editUrl(vehicle.id, 3));
    await run(editUrl(vehicle.id, 3), cookie, { intent: "autosave", price: "5999" });
    expect(await live(vehicle.id)).toEqual(before);

    // Coming back resumes the staged edit, and says it is not on the listing yet.
    const page = (await run(editUrl(vehicle.id, 3), cookie)).data as { staged: boolean; values: { price: string; mileage: number; description: string } };
    expect(page.staged).toBe(true);
    expect(page.values).toMatchObject({ price: "5999.00", mileage: 999, description: "Rebuilt top end, new chain and sprockets." });

    // Discard drops it; the listing is untouched.
    const discarded = await run(editUrl(vehicle.id, 3), cookie, { intent: "discard" });
    expect(location(discarded)).toBe("/account/listings");
    expect(await prisma.listingEditDraft.count({ where: { vehicleId: vehicle.id } })).toBe(0);
    const fresh = (await run(editUrl(vehicle.id, 3), cookie)).data as { staged: boolean; values: { price: string } };
    expect(fresh).toMatchObject({ staged: false, values: { price: "6400.00" } });
    expect(await live(vehicle.id)).toEqual(before);
  });

  it("keeps input on errors, and Update Listing applies all steps at once", async () => {
    const owner = await createUser(prisma);
    const vehicle = await createListing(prisma, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2020, price: 6400, zip: "90210", userId: owner.id, package: "elite" });
    const cookie = await sessionCookieFor(owner.id);
    const page = (await run(`/vehicles/${vehicle.id}/edit`, cookie)).data as { values: { price: string }; options: { packages: { slug: string }[] } };
    expect(page.values.price).toBe("6400.00");
    expect(page.options.packages.map((p) => p.slug)).toEqual(["pro", "elite", "showstopper"]);

    const bad = await run(editUrl(vehicle.id, 3), cookie, { intent: "next", price: "0" });
    expect(statusOf(bad)).toBe(400);
    expect(payload(bad).errors.price).toBe("Price must be between $1 and $99,999,999.99");
    expect((await prisma.listingEditDraft.findUniqueOrThrow({ where: { vehicleId: vehicle.id } })).price?.toFixed(2)).toBe("0.00");

    await run(editUrl(vehicle.id, 2), cookie, { intent: "next", description: "New description, all steps at once." });
    expect(location(await run(editUrl(vehicle.id, 3), cookie, { intent: "next", price: "5999" }))).toBe(editUrl(vehicle.id, 4));
    expect((await live(vehicle.id)).price).toBe("6400.00");

    const done = await run(editUrl(vehicle.id, 4), cookie, { intent: "next", packageId: String(catalog.pro) });
    expect(location(done)).toBe("/account/listings");
    expect(await live(vehicle.id)).toMatchObject({ price: "5999.00", description: "New description, all steps at once.", packageId: catalog.pro });
    expect(await prisma.listingEditDraft.count({ where: { vehicleId: vehicle.id } })).toBe(0);
  });

  it("sends a bigger package to payment: the difference is charged once, even when paid twice, and the listing is upgraded once", async () => {
    const owner = await createUser(prisma);
    const vehicle = await createListing(prisma, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2020, price: 6400, zip: "90210", userId: owner.id, package: "elite" });
    const cookie = await sessionCookieFor(owner.id);
    const before = await live(vehicle.id);
    await run(editUrl(vehicle.id, 3), cookie, { intent: "next", price: "6100" });
    const chosen = await run(editUrl(vehicle.id, 4), cookie, { intent: "next", packageId: String(catalog.showstopper) });
    expect(location(chosen)).toBe(editUrl(vehicle.id, 5));
    expect(await live(vehicle.id)).toEqual(before);

    const checkout = (await run(editUrl(vehicle.id, 5), cookie)).data as { payment: { amount: string; providerPaymentId: string; packageName: string } };
    const [elite, showstopper] = await Promise.all([catalog.elite, catalog.showstopper].map((id) => prisma.vehiclePackage.findUniqueOrThrow({ where: { id } })));
    expect(checkout.payment.amount).toBe(showstopper!.price.minus(elite!.price).toFixed(2));
    // Loading the step again resumes the same payment.
    expect(((await run(editUrl(vehicle.id, 5), cookie)).data as typeof checkout).payment.providerPaymentId).toBe(checkout.payment.providerPaymentId);

    const card = { intent: "pay", paymentIntentId: checkout.payment.providerPaymentId, cardName: "Fiona Fixture", cardNumber: "4242424242424242", cardExpiry: "12/40", cardCvc: "123" };
    const [first, second] = await Promise.all([run(editUrl(vehicle.id, 5), cookie, card), run(editUrl(vehicle.id, 5), cookie, card)]);
    expect([location(first), location(second)]).toEqual(["/account/listings", "/account/listings"]);
    const after = await live(vehicle.id);
    expect(after).toMatchObject({ price: "6100.00", packageId: catalog.showstopper });
    expect(after.expiry!.getTime()).toBeGreaterThanOrEqual(before.expiry!.getTime());
    const payments = await prisma.payment.findMany({ where: { upgradeVehicleId: vehicle.id } });
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ status: "succeeded", vehicleId: null });
    expect(payments[0]!.completedAt).not.toBeNull();
    expect(await prisma.listingEditDraft.count({ where: { vehicleId: vehicle.id } })).toBe(0);
    expect(await prisma.vehicle.count({ where: { userId: owner.id } })).toBe(1);

    // Paying again changes nothing more.
    expect(location(await run(editUrl(vehicle.id, 5), cookie, card))).toBe("/account/listings");
    expect(await live(vehicle.id)).toEqual(after);
  });

  it("refuses to take money for the same or a smaller package", async () => {
    const owner = await createUser(prisma);
    const vehicle = await createListing(prisma, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2020, price: 6400, zip: "90210", userId: owner.id, package: "elite" });
    const cookie = await sessionCookieFor(owner.id);
    await run(editUrl(vehicle.id, 3), cookie, { intent: "autosave", price: "6300" });
    // Nothing to pay for: the payment step sends the seller back to the packages.
    expect(location(await run(editUrl(vehicle.id, 5), cookie))).toBe(editUrl(vehicle.id, 4));
    expect(await prisma.payment.count({ where: { upgradeVehicleId: vehicle.id } })).toBe(0);
  });
});

describe("the payment step", () => {
  it("shows a declined card beside the card (402) with the failure toast, sending nothing typed back", async () => {
    const { user } = await createSellerWithDraft(prisma);
    const cookie = await sessionCookieFor(user.id);
    const checkout = (await run("/sell?step=5", cookie)).data as { payment: { providerPaymentId: string } };
    const card = { [LOCAL_CARD_FIELDS.name]: "Fiona Fixture", [LOCAL_CARD_FIELDS.number]: "4000 0000 0000 9995", [LOCAL_CARD_FIELDS.expiry]: "12/40", [LOCAL_CARD_FIELDS.cvc]: "123" };
    const declined = await run("/sell?step=5", cookie, { intent: "pay", paymentIntentId: checkout.payment.providerPaymentId, ...card });
    expect(statusOf(declined)).toBe(402);
    expect(payload(declined).errors).toEqual({ payment: "Your card has insufficient funds." });
    expect(payload(declined).toast?.title).toBe("Payment Failed");
    expect((declined.data as StepAnswer).result.initialValue).toEqual({});
  });
});
