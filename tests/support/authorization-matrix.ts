// The records, snapshots and calls of the authorization matrix (tests/integration/
// authorization-matrix-pages.test.ts and -api.test.ts): every private page loader/action and
// JSON endpoint, called as a visitor, as the owner of the records it touches, as another
// signed-in user, as a member of the owner's dealership (which the owner's listing belongs to)
// and as a member of another dealership. A refusal must leave the owner's rows exactly as they
// were (and, for a visitor, every table's row count too).
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { startPayment } from "~/modules/payments/start-payment.server";
import { hashPassword } from "~/modules/accounts/password.server";
import { createListing, createUser } from "./fixtures";
import { createSellerWithDraft } from "./payment-fixtures";
import { createDealership, moveToDealership } from "./member-fixtures";
import { requestApp, sessionCookieFor, type AppCall } from "./app-requests";

type Actor = "anon" | "owner" | "other" | "member" | "rival";
type Account = { id: number; email: string; cookie: string };

/** The records one case works on, made afresh for every case and actor. */
export interface World {
  owner: Account;
  other: Account;
  /** A salesperson of the owner's dealership. */
  member: Account;
  /** The owner of another dealership. */
  rival: Account;
  /** The owner's vehicle and its active listing, both the owner's dealership's. */
  vehicleId: number;
  listingId: number;
  packageId: number;
  /** Someone else's vehicle that the owner has saved. */
  savedVehicleId: number;
  passkeyId: number;
  /** The owner's payment, taken by the provider but not yet turned into a listing. */
  paymentIntentId: string;
  catalog: { typeId: number; makeId: number; modelId: number; conditionId: number };
  ownerDraftDescription: string;
}

// Both users' password, so that calls changing an email can give it (hashed once for the file).
export const PASSWORD = "matrix-password-1";
let passwordHash: Promise<string> | undefined;

export async function buildWorld(): Promise<World> {
  const { user: owner, draft } = await createSellerWithDraft(prisma);
  const [other, member, rival] = [await createUser(prisma), await createUser(prisma), await createUser(prisma)];
  await prisma.user.updateMany({ where: { id: { in: [owner.id, other.id, member.id, rival.id] } }, data: { password: await (passwordHash ??= hashPassword(PASSWORD)) } });
  const dealership = await createDealership(prisma, owner.id, [{ userId: member.id, role: "sales" }]);
  await createDealership(prisma, rival.id);
  const bike = (userId: number) => createListing(prisma, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2020, price: 8000, zip: "90210", userId });
  const [own, theirs] = [await bike(owner.id), await bike((await createUser(prisma)).id)];
  await moveToDealership(prisma, own.id, dealership.id);
  await prisma.savedVehicle.create({ data: { userId: owner.id, vehicleId: theirs.id } });
  const passkey = await prisma.userAuthenticator.create({
    data: { userId: owner.id, credentialID: `cred-${owner.id}`, credentialPublicKey: Buffer.from([1, 2, 3]), credentialDeviceType: "singleDevice", credentialBackedUp: false, transports: [] },
  });
  const payment = await startPayment(owner.id);
  await prisma.payment.update({ where: { id: payment.paymentId }, data: { status: "succeeded" } });
  const model = await prisma.vehicleModel.findFirstOrThrow({ where: { name: "CRF450R", make: { name: "Honda" } }, include: { make: true } });
  const condition = await prisma.vehicleCondition.findUniqueOrThrow({ where: { slug: "good" } });
  const account = async (u: { id: number; email: string }): Promise<Account> => ({ id: u.id, email: u.email, cookie: await sessionCookieFor(u.id) });
  return {
    owner: await account(owner),
    other: await account(other),
    member: await account(member),
    rival: await account(rival),
    vehicleId: own.id,
    listingId: own.listing!.id,
    packageId: own.listing!.vehiclePackageId,
    savedVehicleId: theirs.id,
    passkeyId: passkey.id,
    paymentIntentId: payment.providerPaymentId,
    catalog: { typeId: model.make.vehicleTypeId, makeId: model.vehicleMakeId, modelId: model.id, conditionId: condition.id },
    ownerDraftDescription: draft.description!,
  };
}

/** Everything the owner has; a refused call must leave it untouched. */
export async function ownerRows(userId: number) {
  const [user, vehicles, saved, draft, passkeys, payments] = await Promise.all([
    prisma.user.findUnique({ where: { id: userId } }),
    prisma.vehicle.findMany({ where: { userId }, include: { listing: true }, orderBy: { id: "asc" } }),
    prisma.savedVehicle.findMany({ where: { userId }, orderBy: { vehicleId: "asc" } }),
    prisma.listingDraft.findUnique({ where: { userId } }),
    prisma.userAuthenticator.findMany({ where: { userId }, orderBy: { id: "asc" } }),
    prisma.payment.findMany({ where: { userId }, orderBy: { id: "asc" } }),
  ]);
  return { user, vehicles, saved, draft, passkeys, payments };
}

async function tableCounts() {
  const [users, vehicles, listings, saved, drafts, passkeys, payments, sessions, listingReports] = await Promise.all([
    prisma.user.count(),
    prisma.vehicle.count(),
    prisma.listing.count(),
    prisma.savedVehicle.count(),
    prisma.listingDraft.count(),
    prisma.userAuthenticator.count(),
    prisma.payment.count(),
    prisma.session.count(),
    prisma.listingReport.count(),
  ]);
  return { users, vehicles, listings, saved, drafts, passkeys, payments, sessions, listingReports };
}

const png = () => sharp({ create: { width: 64, height: 48, channels: 3, background: "#456" } }).png().toBuffer();
export const pngFile = async () => new File([new Uint8Array(await png())], "bike.png", { type: "image/png" });

export interface Case {
  name: string;
  page: boolean;
  call(w: World): Promise<Omit<AppCall, "cookie">> | Omit<AppCall, "cookie">;
  /** Puts the owner's records in the state the owner's call needs (e.g. a sold listing to relist). */
  prepare?(w: World): Promise<unknown>;
  /** Expected status for the owner and for another signed-in user (a visitor always gets 302 to /login or 401). */
  owner: number;
  other: number;
  /**
   * Expected status for a member of the owner's dealership, when it differs from another user's
   * (what the call does to the dealership's listing). A member of another dealership always gets
   * another user's answer.
   */
  member?: number;
}

/** What a member of the owner's dealership gets: the owner's answer, for a call on the dealership's listing. */
export const asOwner = (c: Omit<Case, "member">): Case => ({ ...c, member: c.owner });

export const form = (url: string, values: AppCall["form"]) => ({ url, form: values });
export const json = (url: string, method: string, body: unknown) => ({ url, method, json: body });
export const get = (url: string) => ({ url });
export const stepDetails = (w: World) => ({
  vehicleTypeId: String(w.catalog.typeId),
  vehicleMakeId: String(w.catalog.makeId),
  vehicleModelId: String(w.catalog.modelId),
  year: "2021",
  vehicleConditionId: String(w.catalog.conditionId),
  mileage: "1500",
  zipCode: "10001",
});
export const listingBody = (w: World) => ({
  type: w.catalog.typeId, make: w.catalog.makeId, model: w.catalog.modelId, year: 2019, condition: w.catalog.conditionId,
  mileage: 900, zipCode: "10001", description: "Rebuilt forks and a fresh clutch.", price: "6100", package: w.packageId,
});
export const editUrl = (w: World, step: number) => ({ url: `/vehicles/${w.vehicleId}/edit?step=${step}` });

/** The matrix over these cases: each called as a visitor, as the owner, as another user, as a member of the owner's dealership and as a member of another one. */
export function describeMatrix(cases: Case[]) {
  describe("authorization matrix", () => {
    describe.each(cases)("$name", (c) => {
      it.each<Actor>(["anon", "owner", "other", "member", "rival"])("as %s", async (actor) => {
        const w = await buildWorld();
        if (actor === "owner" || actor === "member") await c.prepare?.(w);
        const call = await c.call(w);
        const beforeOwner = await ownerRows(w.owner.id);
        const beforeCounts = await tableCounts();
        const cookie = actor === "anon" ? null : w[actor].cookie;
        const outcome = await requestApp({ ...call, cookie });
        // Every answer came through the root middleware.
        expect(outcome.headers.get("X-Content-Type-Options")).toBe("nosniff");

        if (actor === "anon") {
          expect(outcome.status).toBe(c.page ? 302 : 401);
          if (c.page) expect(outcome.location).toMatch(/^\/login\?redirect=/);
          expect(await ownerRows(w.owner.id)).toEqual(beforeOwner);
          expect(await tableCounts()).toEqual(beforeCounts);
          return;
        }
        const expected = actor === "owner" ? c.owner : actor === "member" ? (c.member ?? c.other) : c.other;
        expect(outcome.status).toBe(expected);
        if (actor === "other" || actor === "rival") {
          expect(await ownerRows(w.owner.id)).toEqual(beforeOwner);
          // Nothing of the owner's comes back to someone else.
          expect(outcome.text).not.toContain(w.owner.email);
          expect(outcome.text).not.toContain(w.ownerDraftDescription);
        }
      });
    });
  });
}

/** Each page write sent from another site with the owner's cookie. */
export function describeCrossSiteWrites(cases: Case[]) {
  describe("cross-site writes", () => {
    // Page actions have no origin check of their own: the root middleware refuses these before they run.
    const writes = cases.filter((c) => c.page && c.name.startsWith("POST"));
    it.each(writes)("$name from another site is refused and changes nothing", async (c) => {
      const w = await buildWorld();
      await c.prepare?.(w);
      const call = await c.call(w);
      const beforeOwner = await ownerRows(w.owner.id);
      const beforeCounts = await tableCounts();
      const outcome = await requestApp({ ...call, cookie: w.owner.cookie, headers: { "Sec-Fetch-Site": "cross-site" } });
      expect(outcome.status).toBe(403);
      expect(await ownerRows(w.owner.id)).toEqual(beforeOwner);
      expect(await tableCounts()).toEqual(beforeCounts);
    });
  });
}
