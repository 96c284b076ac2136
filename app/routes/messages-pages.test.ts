// Who may read and write what in the relay's pages (the vehicle page's contact form, the inbox,
// a thread): the buyer, the seller, a third user and a signed-out visitor. And nothing of the
// other party's email or phone in any answer. The JSON API: messages-api.test.ts.
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { requestApp } from "../../tests/support/app-requests";
import { addresses, bike, expectNoContactDetails, person, relayScene, type Person } from "../../tests/support/relay-scene";
import { MESSAGE_SENT_TEXT } from "~/modules/conversations/message-schema";
import { listMyListings } from "~/modules/seller-listings/manage.server";
import { firstMessages, keptText } from "~/utils/field-messages";

let seller: Person;
let buyer: Person;
let third: Person;
let vehicleId: number;
let conversationId: number;
const clientAddress = addresses("10.20");

beforeAll(async () => {
  ({ seller, buyer, third, vehicleId, conversationId } = await relayScene(clientAddress));
});

describe("vehicle page and POST /vehicles/:id/contact", () => {
  it("shows the owner 'This is your listing', the buyer their conversation, signed-out visitors no form", async () => {
    const url = `/vehicles/${vehicleId}?contact=1`;
    const owner = await requestApp({ url, cookie: seller.cookie });
    expect(JSON.parse(owner.text)).toMatchObject({ isOwner: true, contactOpen: false });
    const theBuyer = await requestApp({ url, cookie: buyer.cookie });
    expect(JSON.parse(theBuyer.text)).toMatchObject({ isOwner: false, contactOpen: true, conversationId });
    const anonymous = await requestApp({ url });
    expect(JSON.parse(anonymous.text)).toMatchObject({ signedIn: false, contactOpen: false, conversationId: null });
    for (const o of [owner, theBuyer, anonymous]) expectNoContactDetails(o, seller, buyer);
  });

  it("sends signed-out visitors to sign in, refuses the owner, keeps the typed text on a bad message", async () => {
    const url = `/vehicles/${vehicleId}/contact`;
    const anonymous = await requestApp({ url, form: { message: "hello" } });
    expect(anonymous.status).toBe(302);
    expect(anonymous.location).toBe(`/login?redirect=${encodeURIComponent(url)}`);
    const anonymousPage = await requestApp({ url });
    expect(anonymousPage.location).toBe(`/login?redirect=${encodeURIComponent(url)}`);

    const owner = await requestApp({ url, cookie: seller.cookie, form: { message: "hello me" }, address: clientAddress() });
    expect(owner.status).toBe(400);
    expect(owner.text).toContain("This is your listing");

    const long = "x".repeat(2001);
    const tooLong = await requestApp({ url, cookie: third.cookie, form: { message: long }, address: clientAddress() });
    expect(tooLong.status).toBe(400);
    expect(tooLong.text).toContain("at most 2000 characters");
    expect(tooLong.text).toContain(long);
    const empty = await requestApp({ url, cookie: third.cookie, form: { message: "  " }, address: clientAddress() });
    expect(empty.status).toBe(400);
    expect(empty.text).toContain("Please write a message");
  });

  it("refuses a new conversation about a sold listing with a clear message, and 404s an unknown vehicle", async () => {
    const sold = await bike(seller.id, "sold");
    const url = `/vehicles/${sold.id}/contact`;
    const refused = await requestApp({ url, cookie: buyer.cookie, form: { message: "Still there?" }, address: clientAddress() });
    expect(refused.status).toBe(409);
    expect(refused.text).toContain("This listing is no longer available");
    expect(refused.text).toContain("Still there?");
    const unknown = await requestApp({ url: "/vehicles/99999999/contact", cookie: buyer.cookie, form: { message: "hi" } });
    expect(unknown.status).toBe(404);
  });
});

describe("My Listings", () => {
  it("counts each listing's conversations", async () => {
    const rows = await listMyListings(seller.id, "active");
    expect(rows.find((r) => r.vehicleId === vehicleId)?.conversations).toBe(1);
    const other = await bike(seller.id);
    const mine = await listMyListings(seller.id, "active");
    expect(mine.find((r) => r.vehicleId === other.id)?.conversations).toBe(0);
  });
});

describe("GET /messages and /messages/:id", () => {
  it("need sign-in (redirect to /login with the way back)", async () => {
    expect((await requestApp({ url: "/messages" })).location).toBe("/login?redirect=%2Fmessages");
    const thread = await requestApp({ url: `/messages/${conversationId}` });
    expect(thread.status).toBe(302);
    expect(thread.location).toBe(`/login?redirect=${encodeURIComponent(`/messages/${conversationId}`)}`);
  });

  it("show the thread to its buyer and seller, first names only; 404 to a third user", async () => {
    const url = `/messages/${conversationId}`;
    const forSeller = await requestApp({ url, cookie: seller.cookie });
    expect(forSeller.status).toBe(200);
    expect(JSON.parse(forSeller.text).thread).toMatchObject({ role: "seller", otherName: "Bruno" });
    const forBuyer = await requestApp({ url: `${url}?sent=1`, cookie: buyer.cookie });
    expect(JSON.parse(forBuyer.text)).toMatchObject({ sent: true, thread: { role: "buyer", otherName: "Sally" } });
    expect(MESSAGE_SENT_TEXT).toBe("Message sent. You'll get an email when the seller replies.");
    expect((await requestApp({ url, cookie: third.cookie })).status).toBe(404);
    expect((await requestApp({ url: "/messages/abc", cookie: buyer.cookie })).status).toBe(404);
    for (const o of [forSeller, forBuyer]) expectNoContactDetails(o, seller, buyer);

    const inbox = await requestApp({ url: "/messages", cookie: seller.cookie });
    expect(JSON.parse(inbox.text).conversations.map((c: { id: number }) => c.id)).toContain(conversationId);
    expectNoContactDetails(inbox, buyer);
    const theirs = await requestApp({ url: "/messages", cookie: third.cookie });
    expect(JSON.parse(theirs.text).conversations).toEqual([]);
  });

  it("let a third user change nothing: no reply, archive, block or report", async () => {
    const url = `/messages/${conversationId}`;
    const before = await prisma.message.count({ where: { conversationId } });
    const forms: Record<string, string>[] = [
      { intent: "send", message: "let me in" },
      { intent: "archive" },
      { intent: "block" },
      { intent: "report", reason: "spam spam" },
    ];
    for (const form of forms) {
      expect((await requestApp({ url, cookie: third.cookie, form, address: clientAddress() })).status).toBe(404);
      expect((await requestApp({ url, form })).status).toBe(302);
    }
    expect(await prisma.message.count({ where: { conversationId } })).toBe(before);
    expect(await prisma.userBlock.count({ where: { blockerId: third.id } })).toBe(0);
    expect(await prisma.conversationReport.count({ where: { conversationId } })).toBe(0);
    const row = await prisma.conversation.findUniqueOrThrow({ where: { id: conversationId } });
    expect([row.buyerArchivedAt, row.sellerArchivedAt]).toEqual([null, null]);
  });

  it("take the seller's reply (redirect without JavaScript, in place with it) and count it unread for the buyer", async () => {
    const url = `/messages/${conversationId}`;
    await requestApp({ url, cookie: buyer.cookie });
    const plain = await requestApp({ url, cookie: seller.cookie, form: { intent: "send", message: "Yes, it is." }, address: clientAddress() });
    expect(plain).toMatchObject({ status: 302, location: url });
    const inPlace = await requestApp({ url, cookie: seller.cookie, form: { intent: "send", message: "Come by Saturday.", stay: "1" }, address: clientAddress() });
    expect(inPlace.status).toBe(200);
    expect(JSON.parse(inPlace.text)).toMatchObject({ sent: true });
    const root = await requestApp({ url: "/", cookie: buyer.cookie, route: "root" });
    expect(JSON.parse(root.text).user.unread).toBe(2);
    const bad = await requestApp({ url, cookie: seller.cookie, form: { intent: "send", message: "" }, address: clientAddress() });
    expect(bad.status).toBe(400);
  });

  it("archive per side, store reports, and block both ways with a clear message", async () => {
    const v = await bike(seller.id);
    const someone = await person("Remy");
    const started = await requestApp({ url: `/vehicles/${v.id}/contact`, cookie: someone.cookie, form: { message: "Hello there" }, address: clientAddress() });
    const id = Number(/(\d+)\?sent=1$/.exec(started.location ?? "")?.[1]);
    const url = `/messages/${id}`;

    expect((await requestApp({ url, cookie: seller.cookie, form: { intent: "archive" } })).status).toBe(302);
    const sellerInbox = JSON.parse((await requestApp({ url: "/messages", cookie: seller.cookie })).text);
    expect(sellerInbox.conversations.map((c: { id: number }) => c.id)).not.toContain(id);
    const buyerInbox = JSON.parse((await requestApp({ url: "/messages", cookie: someone.cookie })).text);
    expect(buyerInbox.conversations.map((c: { id: number }) => c.id)).toContain(id);

    const noReason = await requestApp({ url, cookie: seller.cookie, form: { intent: "report", reason: "" } });
    expect(noReason.status).toBe(400);
    expect(firstMessages(JSON.parse(noReason.text).result.error, "form")).toEqual({ reason: "Please tell us what is wrong" });
    expect((await requestApp({ url, cookie: seller.cookie, form: { intent: "report", reason: "Asked me to pay a shipping agent" } })).status).toBe(302);
    expect(await prisma.conversationReport.findFirst({ where: { conversationId: id } })).toMatchObject({ reporterId: seller.id, reason: "Asked me to pay a shipping agent" });
    // A second report while the first is open: the message beside the reason, what was typed kept.
    const again = await requestApp({ url, cookie: seller.cookie, form: { intent: "report", reason: "Still asking" } });
    expect(again.status).toBe(409);
    const { result } = JSON.parse(again.text);
    expect(firstMessages(result.error, "form")).toEqual({ reason: "You have already reported this conversation. Our team will review it." });
    expect(keptText(result, "reason")).toBe("Still asking");
    expect(await prisma.conversationReport.count({ where: { conversationId: id } })).toBe(1);

    expect((await requestApp({ url, cookie: seller.cookie, form: { intent: "block" } })).status).toBe(302);
    const blocked = await requestApp({ url, cookie: someone.cookie, form: { intent: "send", message: "why?" }, address: clientAddress() });
    expect(blocked.status).toBe(403);
    expect(blocked.text).toContain("one of you has blocked the other");
    expect(blocked.text).toContain("why?");
    expect((await requestApp({ url, cookie: seller.cookie, form: { intent: "send", message: "bye" }, address: clientAddress() })).status).toBe(403);
  });
});

