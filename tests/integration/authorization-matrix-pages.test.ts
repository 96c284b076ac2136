// The authorization matrix for private pages (cases and checks: tests/support/authorization-matrix.ts):
// the account, the sell wizard, editing, renewing, saving and reporting a vehicle, as a visitor, as the
// owner, as another signed-in user, as a member of the owner's dealership and as a member of
// another dealership; and every page write sent from another site.
import { prisma } from "~/utils/db.server";
import { startRenewalPayment } from "~/modules/payments/start-payment.server";
import { renewalTarget } from "~/modules/listing-lifecycle/renew.server";
import { asOwner, describeCrossSiteWrites, describeMatrix, editUrl, form, get, PASSWORD, pngFile, stepDetails, type Case } from "../support/authorization-matrix";

const PAGE_CASES: Case[] = [
  // Pages: the account
  { name: "GET /account", page: true, call: () => get("/account"), owner: 200, other: 200 },
  { name: "GET /account/verification", page: true, call: () => get("/account/verification"), owner: 200, other: 200 },
  {
    name: "POST /account update-profile", page: true, owner: 302, other: 302,
    call: () => form("/account", { intent: "update-profile", firstName: "Renamed", lastName: "Person", email: `renamed-${Date.now()}@example.com`, currentPassword: PASSWORD }),
  },
  { name: "POST /account delete-passkey", page: true, owner: 302, other: 404, call: (w) => form("/account", { intent: "delete-passkey", passkeyId: String(w.passkeyId) }) },
  asOwner({ name: "POST /account/listings mark-sold", page: true, owner: 302, other: 403, call: (w) => form("/account/listings", { intent: "mark-sold", listingId: String(w.listingId) }) }),
  asOwner({
    name: "POST /account/listings relist", page: true, owner: 302, other: 403,
    prepare: (w) => prisma.listing.update({ where: { id: w.listingId }, data: { status: "sold" } }),
    call: (w) => form("/account/listings", { intent: "relist", listingId: String(w.listingId) }),
  }),
  asOwner({ name: "POST /account/listings mark-pending", page: true, owner: 302, other: 403, call: (w) => form("/account/listings", { intent: "mark-pending", listingId: String(w.listingId) }) }),
  asOwner({
    name: "POST /account/listings end-pending", page: true, owner: 302, other: 403,
    prepare: (w) => prisma.listing.update({ where: { id: w.listingId }, data: { status: "pending" } }),
    call: (w) => form("/account/listings", { intent: "end-pending", listingId: String(w.listingId) }),
  }),
  asOwner({ name: "POST /account/listings delete", page: true, owner: 302, other: 403, call: (w) => form("/account/listings", { intent: "delete", vehicleId: String(w.vehicleId) }) }),
  // Unsaving only ever removes the caller's own entry: another user's call leaves the owner's save.
  { name: "POST /account/saved unsave", page: true, owner: 302, other: 302, call: (w) => form("/account/saved", { intent: "unsave", vehicleId: String(w.savedVehicleId) }) },
  // A listing's dashboard answers another user as if the listing did not exist.
  asOwner({ name: "GET /account/listings/:id", page: true, owner: 200, other: 404, call: (w) => get(`/account/listings/${w.listingId}`) }),
  // Pages: the sell wizard works on the caller's own draft only
  { name: "GET /sell?step=1", page: true, call: () => get("/sell?step=1"), owner: 200, other: 200 },
  { name: "POST /sell?step=1 next", page: true, owner: 302, other: 302, call: (w) => form("/sell?step=1", stepDetails(w)) },
  { name: "POST /sell?step=2 next", page: true, owner: 302, other: 302, call: () => form("/sell?step=2", { description: "New chain and sprockets, ready to ride." }) },
  {
    name: "POST /sell?step=2 photo upload", page: true, owner: 302, other: 302,
    call: async () => form("/sell?step=2", { description: "With photos", photoIntent: "upload", photoFiles: await pngFile() }),
  },
  { name: "POST /sell?step=2 generate-description", page: true, owner: 302, other: 302, call: () => form("/sell?step=2", { intent: "generate-description" }) },
  { name: "POST /sell?step=3 next", page: true, owner: 302, other: 302, call: () => form("/sell?step=3", { price: "9100" }) },
  { name: "POST /sell?step=4 next", page: true, owner: 302, other: 302, call: (w) => form("/sell?step=4", { packageId: String(w.packageId) }) },
  {
    name: "POST /sell?step=5 pay", page: true, owner: 302, other: 402,
    call: (w) => form("/sell?step=5", { intent: "pay", paymentIntentId: w.paymentIntentId, cardNumber: "4242 4242 4242 4242", cardExpiry: "12/34", cardCvc: "123", cardName: "A Person" }),
  },
  // Pages: editing and saving a vehicle
  asOwner({ name: "GET /vehicles/:id/edit", page: true, owner: 200, other: 404, call: (w) => editUrl(w, 1) }),
  asOwner({ name: "POST /vehicles/:id/edit?step=1", page: true, owner: 302, other: 404, call: (w) => ({ ...editUrl(w, 1), form: stepDetails(w) }) }),
  asOwner({ name: "POST /vehicles/:id/edit?step=2", page: true, owner: 302, other: 404, call: (w) => ({ ...editUrl(w, 2), form: { description: "Edited: new grips and bars." } }) }),
  asOwner({
    name: "POST /vehicles/:id/edit?step=2 photo upload", page: true, owner: 302, other: 404,
    call: async (w) => ({ ...editUrl(w, 2), form: { description: "Edited with photos", photoIntent: "upload", photoFiles: await pngFile() } }),
  }),
  asOwner({ name: "POST /vehicles/:id/edit?step=3", page: true, owner: 302, other: 404, call: (w) => ({ ...editUrl(w, 3), form: { price: "7777" } }) }),
  asOwner({ name: "POST /vehicles/:id/edit?step=4", page: true, owner: 302, other: 404, call: (w) => ({ ...editUrl(w, 4), form: { packageId: String(w.packageId) } }) }),
  // Pages: renewing a listing (the owner's only)
  asOwner({ name: "GET /vehicles/:id/renew", page: true, owner: 200, other: 403, call: (w) => get(`/vehicles/${w.vehicleId}/renew`) }),
  asOwner({ name: "GET /vehicles/:id/renew?packageId", page: true, owner: 200, other: 403, call: (w) => get(`/vehicles/${w.vehicleId}/renew?packageId=${w.packageId}`) }),
  // A payment stays its payer's: a member of the dealership may renew, but not pay with the owner's payment (404).
  {
    name: "POST /vehicles/:id/renew pay", page: true, owner: 302, other: 403, member: 404,
    call: async (w) => {
      const renewal = await startRenewalPayment(w.owner.id, await renewalTarget(w.owner.id, { vehicleId: w.vehicleId }), w.packageId);
      return form(`/vehicles/${w.vehicleId}/renew?packageId=${w.packageId}`, { intent: "pay", paymentIntentId: renewal.providerPaymentId, cardNumber: "4242 4242 4242 4242", cardExpiry: "12/34", cardCvc: "123", cardName: "A Person" });
    },
  },
  // Saving is open to every signed-in user, but only ever writes the caller's own entry.
  { name: "POST /vehicles/:id save", page: true, owner: 302, other: 302, call: (w) => form(`/vehicles/${w.savedVehicleId}`, { intent: "save" }) },
  { name: "POST /vehicles/:id unsave", page: true, owner: 302, other: 302, call: (w) => form(`/vehicles/${w.savedVehicleId}`, { intent: "unsave" }) },
  // Reporting a listing: any signed-in user but its owner, who is refused (403: the listing is public).
  { name: "GET /vehicles/:id/report", page: true, owner: 200, other: 200, call: (w) => get(`/vehicles/${w.vehicleId}/report`) },
  asOwner({ name: "POST /vehicles/:id/report", page: true, owner: 403, other: 302, call: (w) => form(`/vehicles/${w.vehicleId}/report`, { reason: "scam", details: "Asks for gift cards" }) }),
];

describeMatrix(PAGE_CASES);
describeCrossSiteWrites(PAGE_CASES);
