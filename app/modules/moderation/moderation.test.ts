// Moderation decisions on the real database (decision 43): each decision's effect, its audit
// entry written with it, the refund taken exactly once, and the mails in a real SMTP server.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { overridePaymentSettings } from "~/modules/payments/settings.server";
import { sendMessage } from "~/modules/conversations/sending.server";
import { readThread } from "~/modules/conversations/inbox.server";
import { RELAY_ERRORS } from "~/modules/conversations/refusals";
import { deliverMailToSink } from "../../../tests/support/mail-delivery";
import { sessionCookieFor } from "../../../tests/support/app-requests";
import { holdListing, moderator, paidListing, photoHit, plainListing, reportedConversation, reportListing } from "../../../tests/support/moderation-scene";
import { decideAccount } from "./account-decisions.server";
import { dismissConversationReports } from "./conversation-decisions.server";
import { decideListing } from "./listing-decisions.server";
import { OUTCOME_TEXT } from "./outcome-mail.server";
import { queueForApi, readModerationQueue } from "./queue.server";
import { MODERATION_TEXT } from "./refusals";

const delivery = deliverMailToSink();
beforeAll(() => overridePaymentSettings({ supportEmail: "help@ridemarket.test", maxNetworkRetries: 0 }));
afterAll(() => overridePaymentSettings(null));

const auditOf = (kind: string, id: number) => prisma.auditEntry.findMany({ where: { subjectKind: kind, subjectId: String(id) }, orderBy: { id: "asc" } });
const listingOf = (id: number) => prisma.listing.findUniqueOrThrow({ where: { id } });

describe("the queue", () => {
  it("shows held, reported listings and reported conversations oldest first, with their evidence", async () => {
    const staff = await moderator();
    const held = await paidListing();
    await holdListing(held.listingId, [photoHit(held.vehicleId)]);
    const reported = await paidListing();
    const reporter = await reportListing(reported.listingId, "scam", "Wants a wire transfer.");
    const talk = await reportedConversation();

    const queue = await readModerationQueue(1);
    const mine = queue.items.filter((i) => [held.listingId, reported.listingId].includes(i.listingId ?? 0) || i.conversationId === talk.conversationId);
    expect(mine.map((i) => i.kind)).toEqual(["listing", "listing", "conversation"]);
    const [first, second, third] = mine;
    expect(first).toMatchObject({ listingId: held.listingId, status: "in_review", screening: "hold" });
    expect(first!.kind === "listing" && first!.hits[0]!.photos).toEqual([{ key: "listings/a/photo-1-1280.webp", matchedKey: "listings/b/photo-9-1280.webp", vehicleId: held.vehicleId }]);
    expect(first!.account).toMatchObject({ id: held.seller.id, listings: 1, phoneVerified: false, suspended: false });
    expect(second).toMatchObject({ listingId: reported.listingId, status: "active", screening: null, reports: [{ reason: "scam", details: "Wants a wire transfer." }] });
    expect(third).toMatchObject({ conversationId: talk.conversationId, vehicleId: talk.vehicleId, account: { id: talk.sellerId } });
    expect(third!.kind === "conversation" && third!.messages[0]!.body).toBe("Pay with gift cards and my agent ships it.");

    const api = queueForApi({ ...queue, items: mine });
    expect(api.items[0]).toMatchObject({ kind: "listing", vehicleId: held.vehicleId, conversationId: null, status: "in_review", reasons: ["photo-match-other-seller"], reports: [] });
    expect(api.items[1]).toMatchObject({ kind: "listing", status: "active", reasons: ["scam"] });
    expect(api.items[2]).toMatchObject({ kind: "conversation", conversationId: talk.conversationId, reasons: ["Scam: asks for gift cards"] });

    // A decision takes the item out of the queue.
    await decideListing(staff, reported.listingId, "approve", "Nothing wrong with it.");
    expect((await readModerationQueue(1)).items.some((i) => i.listingId === reported.listingId)).toBe(false);
    expect(reporter.reportId).toBeGreaterThan(0);
  });
});

describe("listing decisions", () => {
  it("approve puts a held listing on the market, reviews its screening, resolves its reports, audits and mails the reporter", async () => {
    const staff = await moderator();
    const listing = await paidListing();
    const screening = await holdListing(listing.listingId);
    const reporter = await reportListing(listing.listingId);
    await decideListing(staff, listing.listingId, "approve", "The seller showed the title.");

    expect(await listingOf(listing.listingId)).toMatchObject({ status: "active", statusBeforeModeration: null });
    expect(await prisma.listingScreening.findUniqueOrThrow({ where: { id: screening.id } })).toMatchObject({ reviewedBy: staff.id });
    expect(await prisma.listingReport.findUniqueOrThrow({ where: { id: reporter.reportId } })).toMatchObject({ outcome: OUTCOME_TEXT.approve });
    const [entry] = await auditOf("listing", listing.listingId);
    expect(entry).toMatchObject({ action: "listing.approve", actorId: staff.id, reason: "The seller showed the title.", before: { status: "in_review" }, after: { status: "active", reportsResolved: 1 } });
    const mail = await delivery.sink.waitFor((m) => m.to.includes(reporter.email));
    expect(mail.text).toContain(OUTCOME_TEXT.approve);
  });

  it("reject removes the listing, refunds its package once even when sent twice, and mails the seller why and the reporter the outcome", async () => {
    const staff = await moderator();
    const listing = await paidListing();
    const reporter = await reportListing(listing.listingId);
    const results = await Promise.allSettled([
      decideListing(staff, listing.listingId, "reject", "Photos copied from another listing."),
      decideListing(staff, listing.listingId, "reject", "Photos copied from another listing."),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ status: 409, message: MODERATION_TEXT.alreadyRejected });
    await expect(decideListing(staff, listing.listingId, "reject", "Again.")).rejects.toMatchObject({ status: 409 });

    expect(await listingOf(listing.listingId)).toMatchObject({ status: "rejected", statusBeforeModeration: "active" });
    const refunds = await prisma.paymentRefund.findMany({ where: { paymentId: listing.paymentId } });
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ reason: "Photos copied from another listing.", failureMessage: null });
    expect(refunds[0]!.amount.toFixed(2)).toBe("59.00");
    expect(refunds[0]!.providerRefundId).toMatch(/^lre_/);
    expect(refunds[0]!.refundedAt).not.toBeNull();
    const entries = await auditOf("listing", listing.listingId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: "listing.reject", after: { status: "rejected", refunds: 1 } });

    const toSeller = await delivery.sink.soleMailTo(listing.seller.email, { settleMs: 1500 });
    expect(toSeller.subject).toBe("Your listing of the 2021 Honda CRF450R was removed");
    expect(toSeller.text).toContain("The reason: Photos copied from another listing.");
    expect(toSeller.text).toContain("refunded");
    expect((await delivery.sink.soleMailTo(reporter.email)).text).toContain(OUTCOME_TEXT.reject);
  });

  it("hide keeps the status it had; restore brings it back; both audited, the seller mailed the hide", async () => {
    const staff = await moderator();
    const listing = await paidListing();
    await prisma.listing.update({ where: { id: listing.listingId }, data: { status: "pending" } });
    await decideListing(staff, listing.listingId, "hide", "Checking the VIN.");
    expect(await listingOf(listing.listingId)).toMatchObject({ status: "hidden", statusBeforeModeration: "pending", hiddenWithSeller: false });
    await expect(decideListing(staff, listing.listingId, "hide", "Twice.")).rejects.toMatchObject({ status: 409 });
    await decideListing(staff, listing.listingId, "restore", "The VIN is fine.");
    expect(await listingOf(listing.listingId)).toMatchObject({ status: "pending", statusBeforeModeration: null });
    await expect(decideListing(staff, listing.listingId, "restore", "Twice.")).rejects.toMatchObject({ status: 409, message: MODERATION_TEXT.notRestorable });
    expect((await auditOf("listing", listing.listingId)).map((e) => e.action)).toEqual(["listing.hide", "listing.restore"]);
    const mail = await delivery.sink.soleMailTo(listing.seller.email, { settleMs: 1500 });
    expect(mail.text).toContain("The reason: Checking the VIN.");
    expect(await prisma.paymentRefund.count({ where: { paymentId: listing.paymentId } })).toBe(0);
  });

  it("an unknown listing is a 404 and writes nothing", async () => {
    const staff = await moderator();
    const before = await prisma.auditEntry.count();
    await expect(decideListing(staff, 2_000_000_000, "approve", "x")).rejects.toMatchObject({ status: 404 });
    expect(await prisma.auditEntry.count()).toBe(before);
  });
});

describe("account decisions", () => {
  it("suspend ends the sessions, hides its listings with the seller, refuses its messages and warns the other side; restore brings back only those", async () => {
    const staff = await moderator();
    const talk = await reportedConversation();
    const seller = talk.sellerId;
    const other = await plainListing(seller, "pending");
    const staffHidden = await plainListing(seller);
    await decideListing(staff, staffHidden.listingId, "hide", "Staff's own hide.");
    await sessionCookieFor(seller);
    expect(await prisma.session.count({ where: { userId: seller } })).toBe(1);

    const decision = await decideAccount(staff, seller, "suspend", "Gift card scam.");
    expect(await prisma.user.findUniqueOrThrow({ where: { id: seller } })).toMatchObject({ suspendedAt: expect.any(Date) });
    expect(await prisma.session.count({ where: { userId: seller } })).toBe(0);
    const first = await prisma.listing.findFirstOrThrow({ where: { vehicleId: talk.vehicleId } });
    expect(first).toMatchObject({ status: "hidden", statusBeforeModeration: "active", hiddenWithSeller: true });
    expect(await listingOf(other.listingId)).toMatchObject({ status: "hidden", statusBeforeModeration: "pending", hiddenWithSeller: true });
    expect(await listingOf(staffHidden.listingId)).toMatchObject({ hiddenWithSeller: false });
    expect(decision.listings).toEqual([first.id, other.listingId].sort((a, b) => a - b));
    expect(await prisma.conversationReport.findUniqueOrThrow({ where: { id: talk.reportId } })).toMatchObject({ resolvedAt: expect.any(Date) });

    await expect(sendMessage({ userId: seller, conversationId: talk.conversationId, message: "Still there?", address: "10.9.9.9" })).rejects.toMatchObject({ status: 403, message: RELAY_ERRORS.suspended });
    expect(await readThread(talk.buyer.id, talk.conversationId)).toMatchObject({ otherSuspended: true });
    expect((await delivery.sink.soleMailTo(talk.buyer.email)).text).toContain(OUTCOME_TEXT.suspend);

    await decideAccount(staff, seller, "restore", "Appeal accepted.");
    expect(await prisma.listing.findFirstOrThrow({ where: { vehicleId: talk.vehicleId } })).toMatchObject({ status: "active", hiddenWithSeller: false, statusBeforeModeration: null });
    expect(await listingOf(other.listingId)).toMatchObject({ status: "pending" });
    expect(await listingOf(staffHidden.listingId)).toMatchObject({ status: "hidden" });
    expect(await readThread(talk.buyer.id, talk.conversationId)).toMatchObject({ otherSuspended: false });
    const entries = await auditOf("user", seller);
    expect(entries.map((e) => e.action)).toEqual(["account.suspend", "account.restore"]);
    expect(entries[0]).toMatchObject({ reason: "Gift card scam.", after: { sessionsEnded: 1 } });
    await expect(decideAccount(staff, seller, "restore", "Again.")).rejects.toMatchObject({ status: 409, message: MODERATION_TEXT.notSuspended });
  });

  it("staff accounts are not suspended here", async () => {
    const staff = await moderator();
    const colleague = await moderator("admin");
    await expect(decideAccount(staff, colleague.id, "suspend", "No.")).rejects.toMatchObject({ status: 409, message: MODERATION_TEXT.staffAccount });
  });
});

describe("conversation decisions", () => {
  it("dismiss resolves the reports, audits and mails the reporter; a second dismiss finds nothing open", async () => {
    const staff = await moderator();
    const talk = await reportedConversation();
    expect(await dismissConversationReports(staff, talk.conversationId, "Ordinary haggling.")).toEqual({ conversationId: talk.conversationId, dismissed: 1 });
    expect(await auditOf("conversation", talk.conversationId)).toMatchObject([{ action: "conversation.dismiss", reason: "Ordinary haggling." }]);
    expect((await delivery.sink.soleMailTo(talk.buyer.email)).text).toContain(OUTCOME_TEXT.dismiss);
    await expect(dismissConversationReports(staff, talk.conversationId, "Again.")).rejects.toMatchObject({ status: 409 });
  });
});
