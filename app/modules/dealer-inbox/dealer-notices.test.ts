// Notice mails of a dealer's thread, through the real job queue to a real SMTP server: to the
// member assigned, or while nobody is, to the owners and managers (never to sales), each as
// their mail settings say; the buyer's notice names the dealership.
import { describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { deliverMailToSink } from "../../../tests/support/mail-delivery";
import { addresses, person } from "../../../tests/support/relay-scene";
import { dealerScene } from "../../../tests/support/dealer-scene";
import { setNotices } from "~/modules/mail/notice-preferences.server";
import { messageAboutVehicle, sendMessage } from "~/modules/conversations/sending.server";
import { assignThread } from "./assignment.server";

const delivery = deliverMailToSink();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const address = addresses("10.42");
const mailsTo = (email: string) => delivery.sink.mails.filter((m) => m.to.includes(email));
const SUBJECT = "New message about your 2019 Honda CRF450R";

describe("notices of a dealer's thread", () => {
  it("unassigned: the owner and the managers who want notices get one, sales members none", async () => {
    const dealer = await dealerScene();
    const secondManager = await person("Mona");
    await prisma.dealershipMember.create({ data: { dealershipId: dealer.dealershipId, userId: secondManager.id, role: "manager" } });
    await setNotices(secondManager.id, "messages", false);
    const buyer = await person("Bruno");
    await messageAboutVehicle({ buyerId: buyer.id, vehicleId: dealer.vehicleId, message: "Is it still available?", address: address(), emailVerified: true });
    const toOwner = await delivery.sink.waitFor((m) => m.to.includes(dealer.owner.email));
    await delivery.sink.waitFor((m) => m.to.includes(dealer.manager.email));
    await sleep(2000);
    expect(toOwner.subject).toBe(SUBJECT);
    expect(toOwner.text).toContain("Bruno wrote:");
    expect(mailsTo(dealer.owner.email)).toHaveLength(1);
    expect(mailsTo(dealer.manager.email)).toHaveLength(1);
    for (const quiet of [dealer.sales, dealer.sales2, secondManager]) expect(mailsTo(quiet.email)).toHaveLength(0);
  });

  it("assigned: only the assignee gets the buyer's next message; the buyer's notice of an answer names the dealership", async () => {
    const dealer = await dealerScene("Summit Marine");
    const buyer = await person("Bea");
    const { conversationId } = await messageAboutVehicle({ buyerId: buyer.id, vehicleId: dealer.vehicleId, message: "Hello", address: address(), emailVerified: true });
    await delivery.sink.waitFor((m) => m.to.includes(dealer.owner.email));
    await assignThread({ member: { userId: dealer.manager.id, membership: { dealershipId: dealer.dealershipId, role: "manager" } }, conversationId, assigneeId: dealer.sales.id, expectedId: null });
    await sleep(1500);
    delivery.sink.mails.splice(0);
    // A notice went out a moment ago and is still unread: open the slot again rather than wait 10 minutes.
    await prisma.conversation.update({ where: { id: conversationId }, data: { sellerNotifiedAt: null } });

    await sendMessage({ userId: buyer.id, conversationId, message: "Can I bring my mechanic?", address: address() });
    const toAssignee = await delivery.sink.waitFor((m) => m.to.includes(dealer.sales.email));
    expect(toAssignee.text).toContain("Can I bring my mechanic?");
    await sleep(2000);
    for (const other of [dealer.owner, dealer.manager, dealer.sales2]) expect(mailsTo(other.email)).toHaveLength(0);
    expect(await prisma.message.findFirst({ where: { conversationId, body: "Can I bring my mechanic?" }, select: { recipientId: true } })).toEqual({ recipientId: dealer.sales.id });

    await sendMessage({ userId: dealer.sales.id, conversationId, message: "Of course.", address: address() });
    const toBuyer = await delivery.sink.waitFor((m) => m.to.includes(buyer.email));
    expect(toBuyer.subject).toBe("Summit Marine replied about the 2019 Honda CRF450R");
    expect(toBuyer.text).toContain("Summit Marine wrote:");
    expect(toBuyer.text).not.toContain("Sam wrote:");
  });

  it("an assignee who turned notices off gets none, and nobody else is mailed in their place", async () => {
    const dealer = await dealerScene("Desert Cycles");
    const buyer = await person("Cal");
    await setNotices(dealer.sales2.id, "messages", false);
    const { conversationId } = await messageAboutVehicle({ buyerId: buyer.id, vehicleId: dealer.vehicleId, message: "First", address: address(), emailVerified: true });
    await delivery.sink.waitFor((m) => m.to.includes(dealer.owner.email));
    await assignThread({ member: { userId: dealer.sales2.id, membership: { dealershipId: dealer.dealershipId, role: "sales" } }, conversationId, assigneeId: dealer.sales2.id, expectedId: null });
    await sleep(1500);
    delivery.sink.mails.splice(0);
    await prisma.conversation.update({ where: { id: conversationId }, data: { sellerNotifiedAt: null } });
    await sendMessage({ userId: buyer.id, conversationId, message: "Second", address: address() });
    await sleep(3000);
    for (const member of [dealer.owner, dealer.manager, dealer.sales, dealer.sales2]) expect(mailsTo(member.email)).toHaveLength(0);
  });
});
