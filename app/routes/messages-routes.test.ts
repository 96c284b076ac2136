// Who may read and write what in the relay, through every page route and JSON endpoint:
// the buyer, the seller, a third user and a signed-out visitor. And nothing of the other
// party's email or phone in any answer.
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { createListing, createUser } from "../../tests/support/fixtures";
import { callRoute, sessionCookieFor, type RouteOutcome } from "../../tests/support/route-calls";
import { loader as rootLoader } from "~/root";
import { loader as vehicleLoader } from "./vehicle";
import { action as contactAction, loader as contactLoader } from "./vehicle-contact";
import { loader as inboxLoader } from "./messages";
import { action as threadAction, loader as threadLoader } from "./message-thread";
import { loader as apiList } from "./api/conversations/list";
import { loader as apiThread } from "./api/conversations/thread";
import { action as apiReply } from "./api/conversations/messages";
import { action as apiVehicleMessage } from "./api/vehicle-messages";
import { MESSAGE_SENT_TEXT } from "~/modules/conversations/message-schema";
import { listMyListings } from "~/modules/listings/manage.server";

interface Person {
  id: number;
  email: string;
  phone: string;
  cookie: string;
}

let n = 0;
async function person(firstName: string): Promise<Person> {
  n += 1;
  const email = `${firstName.toLowerCase()}.secret${n}@hidden-${Date.now()}.test`;
  const phone = `208-55${n}-90${String(n).padStart(2, "0")}`;
  const user = await createUser(prisma, { firstName, email });
  await prisma.user.update({ where: { id: user.id }, data: { phone } });
  return { id: user.id, email, phone, cookie: await sessionCookieFor(user.id) };
}

const bike = (userId: number, status: "active" | "sold" = "active") =>
  createListing(prisma, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2019, price: 7800, zip: "90210", userId, status });

let seller: Person;
let buyer: Person;
let third: Person;
let vehicleId: number;
let conversationId: number;
let address = 0;
const headers = () => ({ "X-Client-Address": `10.20.${Math.floor(++address / 250)}.${address % 250}` });

function expectNoContactDetails(outcome: RouteOutcome, ...people: Person[]) {
  for (const p of people) {
    expect(outcome.text).not.toContain(p.email);
    expect(outcome.text).not.toContain(p.phone);
  }
}

beforeAll(async () => {
  seller = await person("Sally");
  buyer = await person("Bruno");
  third = await person("Trudy");
  vehicleId = (await bike(seller.id)).id;
  const sent = await callRoute(contactAction, {
    url: `/vehicles/${vehicleId}/contact`,
    params: { id: String(vehicleId) },
    cookie: buyer.cookie,
    form: { intent: "send", message: "Hi, is this still available?" },
    headers: headers(),
  });
  expect(sent.status).toBe(302);
  conversationId = Number(/^\/messages\/(\d+)\?sent=1$/.exec(sent.location ?? "")?.[1]);
  expect(conversationId).toBeGreaterThan(0);
});

describe("vehicle page and POST /vehicles/:id/contact", () => {
  it("shows the owner 'This is your listing', the buyer their conversation, signed-out visitors no form", async () => {
    const url = `/vehicles/${vehicleId}?contact=1`;
    const owner = await callRoute(vehicleLoader, { url, params: { id: String(vehicleId) }, cookie: seller.cookie });
    expect(JSON.parse(owner.text)).toMatchObject({ isOwner: true, contactOpen: false });
    const theBuyer = await callRoute(vehicleLoader, { url, params: { id: String(vehicleId) }, cookie: buyer.cookie });
    expect(JSON.parse(theBuyer.text)).toMatchObject({ isOwner: false, contactOpen: true, conversationId });
    const anonymous = await callRoute(vehicleLoader, { url, params: { id: String(vehicleId) } });
    expect(JSON.parse(anonymous.text)).toMatchObject({ signedIn: false, contactOpen: false, conversationId: null });
    for (const o of [owner, theBuyer, anonymous]) expectNoContactDetails(o, seller, buyer);
  });

  it("sends signed-out visitors to sign in, refuses the owner, keeps the typed text on a bad message", async () => {
    const url = `/vehicles/${vehicleId}/contact`;
    const params = { id: String(vehicleId) };
    const anonymous = await callRoute(contactAction, { url, params, form: { message: "hello" } });
    expect(anonymous.status).toBe(302);
    expect(anonymous.location).toBe(`/login?redirect=${encodeURIComponent(url)}`);
    const anonymousPage = await callRoute(contactLoader, { url, params });
    expect(anonymousPage.location).toBe(`/login?redirect=${encodeURIComponent(url)}`);

    const owner = await callRoute(contactAction, { url, params, cookie: seller.cookie, form: { message: "hello me" }, headers: headers() });
    expect(owner.status).toBe(400);
    expect(owner.text).toContain("This is your listing");

    const long = "x".repeat(2001);
    const tooLong = await callRoute(contactAction, { url, params, cookie: third.cookie, form: { message: long }, headers: headers() });
    expect(tooLong.status).toBe(400);
    expect(tooLong.text).toContain("at most 2000 characters");
    expect(tooLong.text).toContain(long);
    const empty = await callRoute(contactAction, { url, params, cookie: third.cookie, form: { message: "  " }, headers: headers() });
    expect(empty.status).toBe(400);
    expect(empty.text).toContain("Please write a message");
  });

  it("refuses a new conversation about a sold listing with a clear message, and 404s an unknown vehicle", async () => {
    const sold = await bike(seller.id, "sold");
    const url = `/vehicles/${sold.id}/contact`;
    const refused = await callRoute(contactAction, { url, params: { id: String(sold.id) }, cookie: buyer.cookie, form: { message: "Still there?" }, headers: headers() });
    expect(refused.status).toBe(409);
    expect(refused.text).toContain("This listing is no longer available");
    expect(refused.text).toContain("Still there?");
    const unknown = await callRoute(contactAction, { url: "/vehicles/99999999/contact", params: { id: "99999999" }, cookie: buyer.cookie, form: { message: "hi" } });
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
    expect((await callRoute(inboxLoader, { url: "/messages" })).location).toBe("/login?redirect=%2Fmessages");
    const thread = await callRoute(threadLoader, { url: `/messages/${conversationId}`, params: { id: String(conversationId) } });
    expect(thread.status).toBe(302);
    expect(thread.location).toBe(`/login?redirect=${encodeURIComponent(`/messages/${conversationId}`)}`);
  });

  it("show the thread to its buyer and seller, first names only; 404 to a third user", async () => {
    const params = { id: String(conversationId) };
    const url = `/messages/${conversationId}`;
    const forSeller = await callRoute(threadLoader, { url, params, cookie: seller.cookie });
    expect(forSeller.status).toBe(200);
    expect(JSON.parse(forSeller.text).thread).toMatchObject({ role: "seller", otherName: "Bruno" });
    const forBuyer = await callRoute(threadLoader, { url: `${url}?sent=1`, params, cookie: buyer.cookie });
    expect(JSON.parse(forBuyer.text)).toMatchObject({ sent: true, thread: { role: "buyer", otherName: "Sally" } });
    expect(MESSAGE_SENT_TEXT).toBe("Message sent. You'll get an email when the seller replies.");
    expect((await callRoute(threadLoader, { url, params, cookie: third.cookie })).status).toBe(404);
    expect((await callRoute(threadLoader, { url: "/messages/abc", params: { id: "abc" }, cookie: buyer.cookie })).status).toBe(404);
    for (const o of [forSeller, forBuyer]) expectNoContactDetails(o, seller, buyer);

    const inbox = await callRoute(inboxLoader, { url: "/messages", cookie: seller.cookie });
    expect(JSON.parse(inbox.text).conversations.map((c: { id: number }) => c.id)).toContain(conversationId);
    expectNoContactDetails(inbox, buyer);
    const theirs = await callRoute(inboxLoader, { url: "/messages", cookie: third.cookie });
    expect(JSON.parse(theirs.text).conversations).toEqual([]);
  });

  it("let a third user change nothing: no reply, archive, block or report", async () => {
    const params = { id: String(conversationId) };
    const url = `/messages/${conversationId}`;
    const before = await prisma.message.count({ where: { conversationId } });
    const forms: Record<string, string>[] = [
      { intent: "send", message: "let me in" },
      { intent: "archive" },
      { intent: "block" },
      { intent: "report", reason: "spam spam" },
    ];
    for (const form of forms) {
      expect((await callRoute(threadAction, { url, params, cookie: third.cookie, form, headers: headers() })).status).toBe(404);
      expect((await callRoute(threadAction, { url, params, form })).status).toBe(302);
    }
    expect(await prisma.message.count({ where: { conversationId } })).toBe(before);
    expect(await prisma.userBlock.count({ where: { blockerId: third.id } })).toBe(0);
    expect(await prisma.conversationReport.count({ where: { conversationId } })).toBe(0);
    const row = await prisma.conversation.findUniqueOrThrow({ where: { id: conversationId } });
    expect([row.buyerArchivedAt, row.sellerArchivedAt]).toEqual([null, null]);
  });

  it("take the seller's reply (redirect without JavaScript, in place with it) and count it unread for the buyer", async () => {
    const params = { id: String(conversationId) };
    const url = `/messages/${conversationId}`;
    await callRoute(threadLoader, { url, params, cookie: buyer.cookie });
    const plain = await callRoute(threadAction, { url, params, cookie: seller.cookie, form: { intent: "send", message: "Yes, it is." }, headers: headers() });
    expect(plain).toMatchObject({ status: 302, location: url });
    const inPlace = await callRoute(threadAction, { url, params, cookie: seller.cookie, form: { intent: "send", message: "Come by Saturday.", stay: "1" }, headers: headers() });
    expect(inPlace.status).toBe(200);
    expect(JSON.parse(inPlace.text)).toMatchObject({ sent: true });
    const root = await callRoute(rootLoader, { url: "/", cookie: buyer.cookie });
    expect(JSON.parse(root.text).user.unread).toBe(2);
    const bad = await callRoute(threadAction, { url, params, cookie: seller.cookie, form: { intent: "send", message: "" }, headers: headers() });
    expect(bad.status).toBe(400);
  });

  it("archive per side, store reports, and block both ways with a clear message", async () => {
    const v = await bike(seller.id);
    const someone = await person("Remy");
    const started = await callRoute(contactAction, { url: `/vehicles/${v.id}/contact`, params: { id: String(v.id) }, cookie: someone.cookie, form: { message: "Hello there" }, headers: headers() });
    const id = Number(/(\d+)\?sent=1$/.exec(started.location ?? "")?.[1]);
    const params = { id: String(id) };
    const url = `/messages/${id}`;

    expect((await callRoute(threadAction, { url, params, cookie: seller.cookie, form: { intent: "archive" } })).status).toBe(302);
    const sellerInbox = JSON.parse((await callRoute(inboxLoader, { url: "/messages", cookie: seller.cookie })).text);
    expect(sellerInbox.conversations.map((c: { id: number }) => c.id)).not.toContain(id);
    const buyerInbox = JSON.parse((await callRoute(inboxLoader, { url: "/messages", cookie: someone.cookie })).text);
    expect(buyerInbox.conversations.map((c: { id: number }) => c.id)).toContain(id);

    const noReason = await callRoute(threadAction, { url, params, cookie: seller.cookie, form: { intent: "report", reason: "" } });
    expect(noReason.status).toBe(400);
    expect((await callRoute(threadAction, { url, params, cookie: seller.cookie, form: { intent: "report", reason: "Asked me to pay a shipping agent" } })).status).toBe(302);
    expect(await prisma.conversationReport.findFirst({ where: { conversationId: id } })).toMatchObject({ reporterId: seller.id, reason: "Asked me to pay a shipping agent" });

    expect((await callRoute(threadAction, { url, params, cookie: seller.cookie, form: { intent: "block" } })).status).toBe(302);
    const blocked = await callRoute(threadAction, { url, params, cookie: someone.cookie, form: { intent: "send", message: "why?" }, headers: headers() });
    expect(blocked.status).toBe(403);
    expect(blocked.text).toContain("one of you has blocked the other");
    expect(blocked.text).toContain("why?");
    expect((await callRoute(threadAction, { url, params, cookie: seller.cookie, form: { intent: "send", message: "bye" }, headers: headers() })).status).toBe(403);
  });
});

describe("JSON API", () => {
  it("GET /api/conversations: 401 signed out, own conversations only", async () => {
    expect((await callRoute(apiList, { url: "/api/conversations" })).status).toBe(401);
    const mine = await callRoute(apiList, { url: "/api/conversations", cookie: buyer.cookie });
    expect(mine.status).toBe(200);
    expect(JSON.parse(mine.text).conversations.map((c: { id: number }) => c.id)).toContain(conversationId);
    expectNoContactDetails(mine, seller);
    expect(JSON.parse((await callRoute(apiList, { url: "/api/conversations", cookie: third.cookie })).text).conversations).toEqual([]);
  });

  it("GET /api/conversations/:id: 401 signed out, 404 for a third user, the thread for either side", async () => {
    const url = `/api/conversations/${conversationId}`;
    const params = { id: String(conversationId) };
    expect((await callRoute(apiThread, { url, params })).status).toBe(401);
    const notTheirs = await callRoute(apiThread, { url, params, cookie: third.cookie });
    expect(notTheirs.status).toBe(404);
    expect(JSON.parse(notTheirs.text)).toEqual({ error: "Conversation not found" });
    for (const [p, other] of [[buyer, seller], [seller, buyer]] as const) {
      const ok = await callRoute(apiThread, { url, params, cookie: p.cookie });
      expect(ok.status).toBe(200);
      expect(JSON.parse(ok.text).conversation.messages.length).toBeGreaterThan(0);
      expectNoContactDetails(ok, other);
    }
  });

  it("POST /api/conversations/:id/messages: 401, 404 for a third user, 400 on bad input, 201 for a side", async () => {
    const url = `/api/conversations/${conversationId}/messages`;
    const params = { id: String(conversationId) };
    expect((await callRoute(apiReply, { url, params, json: { message: "hi" } })).status).toBe(401);
    expect((await callRoute(apiReply, { url, params, cookie: third.cookie, json: { message: "hi" }, headers: headers() })).status).toBe(404);
    const badJson = await callRoute(apiReply, { url, params, cookie: buyer.cookie, json: "{not json", headers: headers() });
    expect(badJson.status).toBe(400);
    expect(JSON.parse(badJson.text).error).toBeTruthy();
    const empty = await callRoute(apiReply, { url, params, cookie: buyer.cookie, json: { message: "" }, headers: headers() });
    expect(empty.status).toBe(400);
    expect(JSON.parse(empty.text)).toEqual({ error: "Please write a message", field: "message" });
    expect((await callRoute(apiReply, { url, params, cookie: buyer.cookie, json: { message: 12 }, headers: headers() })).status).toBe(400);
    const ok = await callRoute(apiReply, { url, params, cookie: buyer.cookie, json: { message: "See you Saturday" }, headers: headers() });
    expect(ok.status).toBe(201);
    expect(JSON.parse(ok.text)).toMatchObject({ conversationId, flagged: false });
    const crossSite = await callRoute(apiReply, { url, params, cookie: buyer.cookie, json: { message: "x" }, headers: { "Sec-Fetch-Site": "cross-site" } });
    expect(crossSite.status).toBe(403);
  });

  it("POST /api/vehicles/:id/messages: 401, 404 unknown vehicle, 400 own listing, 201 new, 429 over budget", async () => {
    const v = await bike(seller.id);
    const url = `/api/vehicles/${v.id}/messages`;
    const params = { id: String(v.id) };
    expect((await callRoute(apiVehicleMessage, { url, params, json: { message: "hi" } })).status).toBe(401);
    expect((await callRoute(apiVehicleMessage, { url: "/api/vehicles/99999999/messages", params: { id: "99999999" }, cookie: buyer.cookie, json: { message: "hi" } })).status).toBe(404);
    expect((await callRoute(apiVehicleMessage, { url, params, cookie: seller.cookie, json: { message: "hi" }, headers: headers() })).status).toBe(400);
    const fresh = await person("Vera");
    const ok = await callRoute(apiVehicleMessage, { url, params, cookie: fresh.cookie, json: { message: "Is the title clean?" }, headers: headers() });
    expect(ok.status).toBe(201);
    const thread = await callRoute(apiThread, { url: `/api/conversations/${JSON.parse(ok.text).conversationId}`, params: { id: String(JSON.parse(ok.text).conversationId) }, cookie: seller.cookie });
    expectNoContactDetails(thread, fresh);

    // Vera's email is not verified: her fourth new conversation today is refused; once verified, it goes through.
    const others = await Promise.all([1, 2, 3].map(() => bike(seller.id)));
    const send = (o: { id: number }) =>
      callRoute(apiVehicleMessage, { url: `/api/vehicles/${o.id}/messages`, params: { id: String(o.id) }, cookie: fresh.cookie, json: { message: "hi" }, headers: headers() });
    const statuses = [];
    for (const o of others) statuses.push((await send(o)).status);
    expect(statuses).toEqual([201, 201, 429]);
    await prisma.user.update({ where: { id: fresh.id }, data: { emailVerifiedAt: new Date() } });
    expect((await send(others[2]!)).status).toBe(201);
  });
});
