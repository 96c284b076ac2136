// The relay on a dealer's listing (decision 47): the thread belongs to the dealership, any member
// reads and answers it, everyone else meets "not found"; the first answer is timed exactly once;
// blocks stand between the buyer and the whole dealership (decision 49).
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { isAppError } from "~/utils/app-error";
import { addresses, bike, person, type Person } from "../../../tests/support/relay-scene";
import { addMember, dealerBike, dealerScene, type DealerScene } from "../../../tests/support/dealer-scene";
import { listConversations, readThread } from "./inbox.server";
import { messageAboutVehicle, sendMessage } from "./sending.server";
import { reportConversation, setBlocked } from "./controls.server";
import { RELAY_ERRORS } from "./refusals";

const address = addresses("10.41");
const start = (buyerId: number, vehicleId: number, message: string) => messageAboutVehicle({ buyerId, vehicleId, message, address: address(), emailVerified: true });
const reply = (userId: number, conversationId: number, message: string) => sendMessage({ userId, conversationId, message, address: address() });
async function refusal(work: Promise<unknown>) {
  try {
    await work;
  } catch (error) {
    if (isAppError(error)) return { status: error.status, message: error.message };
    throw error;
  }
  return null;
}

let dealer: DealerScene;
let rival: DealerScene;
let buyer: Person;
let stranger: Person;
beforeAll(async () => {
  dealer = await dealerScene();
  rival = await dealerScene("Rival Motors");
  buyer = await person("Bruno");
  stranger = await person("Trudy");
});

describe("a dealer's thread", () => {
  it("opens on the buyer's first message with the dealership set and the listing's user as seller, unassigned and unanswered", async () => {
    const sent = await start(buyer.id, dealer.vehicleId, "Hi, is this still available?");
    const row = await prisma.conversation.findUniqueOrThrow({ where: { id: sent.conversationId } });
    expect(row).toMatchObject({ dealershipId: dealer.dealershipId, sellerId: dealer.owner.id, buyerId: buyer.id, assignedToId: null, firstResponseAt: null });
  });

  it("is read and answered by any member; the buyer sees the dealership's name and the answers as the other side's", async () => {
    const buyer = await person("Bruno");
    const { conversationId } = await start(buyer.id, dealer.vehicleId, "Could I see it Saturday?");
    const salesView = await readThread(dealer.sales.id, conversationId);
    expect(salesView).toMatchObject({ role: "seller", otherName: "Bruno" });
    expect(salesView?.messages.at(-1)).toMatchObject({ body: "Could I see it Saturday?", fromMe: false });
    await reply(dealer.sales.id, conversationId, "Yes, 10 am works.");
    await reply(dealer.manager.id, conversationId, "I will be there too.");

    // Another member sees both answers as the dealership's own.
    const ownerView = await readThread(dealer.owner.id, conversationId);
    expect(ownerView?.messages.slice(-2).map((m) => [m.body, m.fromMe])).toEqual([["Yes, 10 am works.", true], ["I will be there too.", true]]);
    const buyerView = await readThread(buyer.id, conversationId);
    expect(buyerView).toMatchObject({ role: "buyer", otherName: dealer.name });
    expect(buyerView?.messages.slice(-2).map((m) => m.fromMe)).toEqual([false, false]);
    expect((await listConversations(buyer.id)).find((c) => c.id === conversationId)?.otherName).toBe(dealer.name);
    // The member assigned finds it in their own inbox too; a member not assigned does not.
    await prisma.conversation.update({ where: { id: conversationId }, data: { assignedToId: dealer.sales2.id } });
    expect((await listConversations(dealer.sales2.id)).find((c) => c.id === conversationId)).toMatchObject({ role: "seller", otherName: "Bruno" });
    expect((await listConversations(dealer.sales.id)).map((c) => c.id)).not.toContain(conversationId);
    const messages = await prisma.message.findMany({ where: { conversationId, senderId: { not: buyer.id } } });
    expect(messages.every((m) => m.recipientId === buyer.id)).toBe(true);
  });

  it("is not found for a member of another dealership and for a stranger: no reading, answering, blocking or reporting", async () => {
    const { conversationId } = await start((await person("Vera")).id, dealer.vehicleId, "Any service records?");
    for (const outsider of [rival.owner, rival.sales, stranger]) {
      expect(await readThread(outsider.id, conversationId)).toBeNull();
      expect(await refusal(reply(outsider.id, conversationId, "Hello"))).toEqual({ status: 404, message: RELAY_ERRORS.notFound });
      expect(await refusal(setBlocked(outsider.id, conversationId, true))).toEqual({ status: 404, message: RELAY_ERRORS.notFound });
      expect(await refusal(reportConversation(outsider.id, conversationId, "Spam"))).toEqual({ status: 404, message: RELAY_ERRORS.notFound });
    }
  });

  it("refuses a member who writes about the dealership's own listing, as for one's own listing", async () => {
    expect(await refusal(start(dealer.sales2.id, dealer.vehicleId, "Hi"))).toEqual({ status: 400, message: RELAY_ERRORS.ownListing });
  });

  it("leaves a private seller's thread as it was: no dealership, the seller's first name, no first-response time", async () => {
    const seller = await person("Sally");
    const v = await bike(seller.id);
    const { conversationId } = await start(buyer.id, v.id, "Still for sale?");
    await reply(seller.id, conversationId, "Yes.");
    expect(await prisma.conversation.findUniqueOrThrow({ where: { id: conversationId } })).toMatchObject({ dealershipId: null, firstResponseAt: null });
    expect((await readThread(buyer.id, conversationId))?.otherName).toBe("Sally");
  });
});

describe("the first-response time", () => {
  it("is set once, by the dealership's first answer, under two parallel first answers; the buyer's messages and later answers leave it", async () => {
    const buyer = await person("Wade");
    const { conversationId } = await start(buyer.id, dealer.vehicleId, "Is the price firm?");
    await reply(buyer.id, conversationId, "And does it come with a trailer?");
    expect((await prisma.conversation.findUniqueOrThrow({ where: { id: conversationId } })).firstResponseAt).toBeNull();

    const answers = await Promise.all([reply(dealer.sales.id, conversationId, "It is firm."), reply(dealer.sales2.id, conversationId, "No trailer, sorry.")]);
    const set = (await prisma.conversation.findUniqueOrThrow({ where: { id: conversationId } })).firstResponseAt;
    const answered = await prisma.message.findMany({ where: { id: { in: answers.map((a) => a.messageId) } }, orderBy: { createdAt: "asc" } });
    // The time is one of the two answers' own times, and the earlier committed one.
    expect(set).not.toBeNull();
    expect(answered.map((m) => m.createdAt.getTime())).toContain(set!.getTime());

    await reply(dealer.owner.id, conversationId, "Anything else?");
    await reply(buyer.id, conversationId, "No, thanks.");
    expect((await prisma.conversation.findUniqueOrThrow({ where: { id: conversationId } })).firstResponseAt).toEqual(set);
  });
});

describe("blocks on a dealer's thread", () => {
  it("a member's block stops the thread for the buyer and every member; another member lifts it", async () => {
    const someone = await person("Rita");
    const { conversationId } = await start(someone.id, dealer.vehicleId, "Hello there");
    await setBlocked(dealer.sales.id, conversationId, true);
    expect(await readThread(dealer.manager.id, conversationId)).toMatchObject({ blockedByMe: true, blockedByOther: false });
    expect(await readThread(someone.id, conversationId)).toMatchObject({ blockedByMe: false, blockedByOther: true });
    expect(await refusal(reply(someone.id, conversationId, "Hello?"))).toMatchObject({ status: 403, message: RELAY_ERRORS.blocked });
    expect(await refusal(reply(dealer.owner.id, conversationId, "Hi"))).toMatchObject({ status: 403 });
    await setBlocked(dealer.manager.id, conversationId, false);
    expect(await readThread(someone.id, conversationId)).toMatchObject({ blockedByOther: false });
    expect((await reply(someone.id, conversationId, "Back again")).conversationId).toBe(conversationId);
  });

  it("the buyer's block holds against every member, and the buyer lifts it", async () => {
    const someone = await person("Quinn");
    const { conversationId } = await start(someone.id, dealer.vehicleId, "Hello");
    await setBlocked(someone.id, conversationId, true);
    for (const member of [dealer.owner, dealer.sales2]) {
      expect(await refusal(reply(member.id, conversationId, "Hi"))).toMatchObject({ status: 403, message: RELAY_ERRORS.blocked });
      expect(await readThread(member.id, conversationId)).toMatchObject({ blockedByOther: true, blockedByMe: false });
    }
    await setBlocked(someone.id, conversationId, false);
    expect((await reply(dealer.sales2.id, conversationId, "Hi")).conversationId).toBe(conversationId);
  });

  it("a member's block also refuses the buyer's new thread about another of the dealership's listings", async () => {
    const someone = await person("Uma");
    const { conversationId } = await start(someone.id, dealer.vehicleId, "Hello");
    await setBlocked(dealer.sales2.id, conversationId, true);
    const newcomer = await person("Nina");
    await addMember(dealer.dealershipId, newcomer, "sales");
    const another = await dealerBike(dealer.dealershipId, newcomer.id);
    expect(await refusal(start(someone.id, another, "And this one?"))).toMatchObject({ status: 403, message: RELAY_ERRORS.blocked });
  });

  it("any member may report the thread for moderation", async () => {
    const { conversationId } = await start((await person("Xena")).id, dealer.vehicleId, "Send me a deposit by wire?");
    await reportConversation(dealer.sales2.id, conversationId, "Strange request");
    expect(await prisma.conversationReport.count({ where: { conversationId, reporterId: dealer.sales2.id } })).toBe(1);
  });
});
