// Decision 47's one rule, end to end: a member of a dealership manages its listings as their seller
// does; a member of another dealership gets exactly another user's answer.
import { describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { isAppError } from "~/utils/app-error";
import { createListing, createUser } from "../../../tests/support/fixtures";
import { createDealership, moveToDealership } from "../../../tests/support/member-fixtures";
import { loadEditableListing, updateListing } from "~/modules/seller-listings/edit-listing.server";
import { listMyListings, setListingStatus } from "~/modules/seller-listings/manage.server";
import { changeListingStatus } from "~/modules/seller-listings/status-change.server";
import { ownListingStats, sellerDashboard } from "~/modules/seller-listings/listing-stats.server";
import { renewalTarget } from "~/modules/listing-lifecycle/renew.server";
import { createListingRecord } from "~/modules/listing-lifecycle/create-listing.server";
import { listingSchema } from "~/modules/seller-listings/listing-schema";
import { loadVehicleDetail } from "~/modules/public-listings/vehicle-detail.server";
import { listingToReport } from "~/modules/reports/listing-reports.server";
import { messageAboutVehicle } from "~/modules/conversations/sending.server";
import { RELAY_ERRORS } from "~/modules/conversations/refusals";

/** A dealership whose owner listed a bike, a salesperson of it, and the owner of another dealership. */
async function lot() {
  const [seller, member, rival] = [await createUser(prisma), await createUser(prisma), await createUser(prisma)];
  const dealership = await createDealership(prisma, seller.id, [{ userId: member.id, role: "sales" }]);
  await createDealership(prisma, rival.id);
  const vehicle = await createListing(prisma, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2021, price: 9000, zip: "90210", userId: seller.id });
  await moveToDealership(prisma, vehicle.id, dealership.id);
  return { seller, member, rival, dealership, vehicleId: vehicle.id, listingId: vehicle.listing!.id };
}

const statusOf = async (error: Promise<unknown>) => {
  const caught = await error.then(() => null, (e: unknown) => e);
  return isAppError(caught) ? caught.status : caught;
};

describe("a member of the dealership manages a colleague's listing", () => {
  it("edits it through the edit wizard's load and update; a member of another dealership finds nothing to edit", async () => {
    const { member, rival, vehicleId } = await lot();
    const loaded = await loadEditableListing(member.id, vehicleId);
    expect(loaded).not.toBeNull();
    const result = await updateListing(member.id, vehicleId, { ...loaded!, description: "Edited by a colleague: fresh tyres." }, { loaded: loaded! });
    expect(result).toEqual({ ok: true });
    expect((await prisma.vehicle.findUniqueOrThrow({ where: { id: vehicleId } })).description).toBe("Edited by a colleague: fresh tyres.");

    expect(await loadEditableListing(rival.id, vehicleId)).toBeNull();
    expect(await statusOf(updateListing(rival.id, vehicleId, { ...loaded!, description: "Hijacked by a rival dealer." }))).toBe(404);
    expect((await prisma.vehicle.findUniqueOrThrow({ where: { id: vehicleId } })).description).toBe("Edited by a colleague: fresh tyres.");
  });

  it("changes its status; a member of another dealership is refused with 403 and changes nothing", async () => {
    const { member, rival, listingId } = await lot();
    expect(await setListingStatus(member.id, listingId, "pending")).toBe(true);
    expect((await prisma.listing.findUniqueOrThrow({ where: { id: listingId } })).status).toBe("pending");
    await changeListingStatus(member.id, listingId, "active");

    expect(await setListingStatus(rival.id, listingId, "sold")).toBe(false);
    expect(await statusOf(changeListingStatus(rival.id, listingId, "sold"))).toBe(403);
    expect((await prisma.listing.findUniqueOrThrow({ where: { id: listingId } })).status).toBe("active");
  });

  it("renews it; a member of another dealership is refused with 403", async () => {
    const { member, rival, listingId, vehicleId } = await lot();
    expect(await renewalTarget(member.id, { listingId })).toMatchObject({ listingId, vehicleId });
    expect(await statusOf(renewalTarget(rival.id, { listingId }))).toBe(403);
  });

  it("reads its stats and sees it on the dashboard and in the account's list; a member of another dealership gets 403 and sees none", async () => {
    const { member, rival, listingId } = await lot();
    expect(await ownListingStats(member.id, listingId)).toMatchObject({ ok: true, stats: { listingId } });
    expect((await sellerDashboard(member.id)).map((r) => r.listingId)).toEqual([listingId]);
    expect((await listMyListings(member.id, "active")).map((r) => r.id)).toEqual([listingId]);

    expect(await ownListingStats(rival.id, listingId)).toEqual({ ok: false, status: 403 });
    expect(await sellerDashboard(rival.id)).toEqual([]);
    expect(await listMyListings(rival.id, "active")).toEqual([]);
  });

  it("sees it while it is held, with its whole identifier, and may not report it or write to it as a buyer; a member of another dealership sees no held listing", async () => {
    const { member, rival, listingId, vehicleId } = await lot();
    await prisma.vehicle.update({ where: { id: vehicleId }, data: { identifier: "JH2PE0701LK000123" } });
    expect((await listingToReport(member.id, vehicleId)).isOwner).toBe(true);
    expect((await listingToReport(rival.id, vehicleId)).isOwner).toBe(false);
    await expect(messageAboutVehicle({ buyerId: member.id, vehicleId, message: "Is this still available?", address: "10.61.0.1", emailVerified: true })).rejects.toThrow(RELAY_ERRORS.ownListing);
    expect(await prisma.conversation.count({ where: { vehicleId } })).toBe(0);

    await prisma.listing.update({ where: { id: listingId }, data: { status: "unpublished" } });
    const seen = await loadVehicleDetail(vehicleId, { id: member.id, staff: false });
    expect(seen?.viewerManages).toBe(true);
    expect(seen?.detail.identifier).toMatchObject({ value: "JH2PE0701LK000123", full: true });
    expect(await loadVehicleDetail(vehicleId, { id: rival.id, staff: false })).toBeNull();
  });
});

describe("a listing a member creates", () => {
  it("belongs to the member's dealership; a private seller's belongs to none", async () => {
    const { member, vehicleId } = await lot();
    const privateSeller = await createUser(prisma);
    const input = listingSchema.parse(await loadEditableListing(member.id, vehicleId));
    const created = await prisma.$transaction((tx) => createListingRecord(tx, member.id, input));
    const own = await prisma.$transaction((tx) => createListingRecord(tx, privateSeller.id, input));
    const dealershipId = (await prisma.dealershipMember.findUniqueOrThrow({ where: { userId: member.id } })).dealershipId;
    expect(await prisma.vehicle.findUniqueOrThrow({ where: { id: created.id }, include: { listing: true } })).toMatchObject({ userId: member.id, dealershipId, listing: { dealershipId } });
    expect(await prisma.vehicle.findUniqueOrThrow({ where: { id: own.id }, include: { listing: true } })).toMatchObject({ dealershipId: null, listing: { dealershipId: null } });
  });
});
