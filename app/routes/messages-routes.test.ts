// Who may read and write what in the relay, through every page route and JSON endpoint:
// the buyer, the seller, a third user and a signed-out visitor. And nothing of the other
// party's email or phone in any answer.
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { createListing, createUser } from "../../tests/support/fixtures";
import { requestApp, sessionCookieFor, type AppOutcome } from "../../tests/support/app-requests";
import { MESSAGE_SENT_TEXT } from "~/modules/conversations/message-schema";
import { listMyListings } from "~/modules/listings/manage.server";
import { RELAY_LIMITS } from "~/modules/conversations/limits.server";
import { REPORT_LIMITS } from "~/modules/reports/report-allowance.server";

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
const clientAddress = () => `10.20.${Math.floor(++address / 250)}.${address % 250}`;

function expectNoContactDetails(outcome: AppOutcome, ...people: Person[]) {
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
  const sent = await requestApp({
    url: `/vehicles/${vehicleId}/contact`,
    cookie: buyer.cookie,
    form: { intent: "send", message: "Hi, is this still available?" },
    address: clientAddress(),
  });
  expect(sent.status).toBe(302);
  conversationId = Number(/^\/messages\/(\d+)\?sent=1$/.exec(sent.location ?? "")?.[1]);
  expect(conversationId).toBeGreaterThan(0);
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
    expect((await requestApp({ url, cookie: seller.cookie, form: { intent: "report", reason: "Asked me to pay a shipping agent" } })).status).toBe(302);
    expect(await prisma.conversationReport.findFirst({ where: { conversationId: id } })).toMatchObject({ reporterId: seller.id, reason: "Asked me to pay a shipping agent" });
    // A second report while the first is open: the message beside the reason, what was typed kept.
    const again = await requestApp({ url, cookie: seller.cookie, form: { intent: "report", reason: "Still asking" } });
    expect(again.status).toBe(409);
    expect(JSON.parse(again.text)).toEqual({ reportError: "You have already reported this conversation. Our team will review it.", reason: "Still asking" });
    expect(await prisma.conversationReport.count({ where: { conversationId: id } })).toBe(1);

    expect((await requestApp({ url, cookie: seller.cookie, form: { intent: "block" } })).status).toBe(302);
    const blocked = await requestApp({ url, cookie: someone.cookie, form: { intent: "send", message: "why?" }, address: clientAddress() });
    expect(blocked.status).toBe(403);
    expect(blocked.text).toContain("one of you has blocked the other");
    expect(blocked.text).toContain("why?");
    expect((await requestApp({ url, cookie: seller.cookie, form: { intent: "send", message: "bye" }, address: clientAddress() })).status).toBe(403);
  });
});

describe("JSON API", () => {
  it("GET /api/conversations: 401 signed out, own conversations only", async () => {
    expect((await requestApp({ url: "/api/conversations" })).status).toBe(401);
    const mine = await requestApp({ url: "/api/conversations", cookie: buyer.cookie });
    expect(mine.status).toBe(200);
    expect(JSON.parse(mine.text).conversations.map((c: { id: number }) => c.id)).toContain(conversationId);
    expectNoContactDetails(mine, seller);
    expect(JSON.parse((await requestApp({ url: "/api/conversations", cookie: third.cookie })).text).conversations).toEqual([]);
  });

  it("GET /api/conversations/:id: 401 signed out, 404 for a third user, the thread for either side", async () => {
    const url = `/api/conversations/${conversationId}`;
    expect((await requestApp({ url })).status).toBe(401);
    const notTheirs = await requestApp({ url, cookie: third.cookie });
    expect(notTheirs.status).toBe(404);
    expect(JSON.parse(notTheirs.text)).toEqual({ error: "Conversation not found" });
    for (const [p, other] of [[buyer, seller], [seller, buyer]] as const) {
      const ok = await requestApp({ url, cookie: p.cookie });
      expect(ok.status).toBe(200);
      expect(JSON.parse(ok.text).conversation.messages.length).toBeGreaterThan(0);
      expectNoContactDetails(ok, other);
    }
  });

  it("POST /api/conversations/:id/messages: 401, 404 for a third user, 400 on bad input, 201 for a side", async () => {
    const url = `/api/conversations/${conversationId}/messages`;
    expect((await requestApp({ url, json: { message: "hi" } })).status).toBe(401);
    expect((await requestApp({ url, cookie: third.cookie, json: { message: "hi" }, address: clientAddress() })).status).toBe(404);
    const badJson = await requestApp({ url, cookie: buyer.cookie, json: "{not json", address: clientAddress() });
    expect(badJson.status).toBe(400);
    expect(JSON.parse(badJson.text).error).toBeTruthy();
    const empty = await requestApp({ url, cookie: buyer.cookie, json: { message: "" }, address: clientAddress() });
    expect(empty.status).toBe(400);
    expect(JSON.parse(empty.text)).toEqual({ error: "Please write a message", field: "message" });
    expect((await requestApp({ url, cookie: buyer.cookie, json: { message: 12 }, address: clientAddress() })).status).toBe(400);
    const ok = await requestApp({ url, cookie: buyer.cookie, json: { message: "See you Saturday" }, address: clientAddress() });
    expect(ok.status).toBe(201);
    expect(JSON.parse(ok.text)).toMatchObject({ conversationId, flagged: false });
    const crossSite = await requestApp({ url, cookie: buyer.cookie, json: { message: "x" }, headers: { "Sec-Fetch-Site": "cross-site" } });
    expect(crossSite.status).toBe(403);
  });

  it("POST /api/vehicles/:id/messages: 401, 404 unknown vehicle, 400 own listing, 201 new, 429 over budget", async () => {
    const v = await bike(seller.id);
    const url = `/api/vehicles/${v.id}/messages`;
    expect((await requestApp({ url, json: { message: "hi" } })).status).toBe(401);
    expect((await requestApp({ url: "/api/vehicles/99999999/messages", cookie: buyer.cookie, json: { message: "hi" } })).status).toBe(404);
    expect((await requestApp({ url, cookie: seller.cookie, json: { message: "hi" }, address: clientAddress() })).status).toBe(400);
    const fresh = await person("Vera");
    const ok = await requestApp({ url, cookie: fresh.cookie, json: { message: "Is the title clean?" }, address: clientAddress() });
    expect(ok.status).toBe(201);
    const thread = await requestApp({ url: `/api/conversations/${JSON.parse(ok.text).conversationId}`, cookie: seller.cookie });
    expectNoContactDetails(thread, fresh);

    // Vera's email is not verified: her fourth new conversation today is refused; once verified, it goes through.
    const others = await Promise.all([1, 2, 3].map(() => bike(seller.id)));
    const send = (o: { id: number }) =>
      requestApp({ url: `/api/vehicles/${o.id}/messages`, cookie: fresh.cookie, json: { message: "hi" }, address: clientAddress() });
    const statuses = [];
    for (const o of others) statuses.push((await send(o)).status);
    expect(statuses).toEqual([201, 201, 429]);
    await prisma.user.update({ where: { id: fresh.id }, data: { emailVerifiedAt: new Date() } });
    expect((await send(others[2]!)).status).toBe(201);
  });

  it("POST /api/vehicles/:id/messages: an unverified account's 6 parallel first messages open exactly 3 conversations", async () => {
    const fresh = await person("Ines");
    const vehicles = await Promise.all(Array.from({ length: 6 }, () => bike(seller.id)));
    const answers = await Promise.all(
      vehicles.map((v) => requestApp({ url: `/api/vehicles/${v.id}/messages`, cookie: fresh.cookie, json: { message: "Still for sale?" }, address: clientAddress() })),
    );
    const limit = RELAY_LIMITS.unverifiedConversationsPerDay;
    expect(answers.filter((a) => a.status === 201)).toHaveLength(limit);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(6 - limit);
    for (const r of refused) {
      expect(JSON.parse(r.text).error).toContain("can start at most 3 conversations a day");
      expect(Number(r.headers.get("Retry-After"))).toBeGreaterThan(23 * 3600);
    }
    expect(await prisma.conversation.count({ where: { buyerId: fresh.id } })).toBe(limit);
  });

  it("POST /api/conversations/:id/reports: 401, 404 for a third user, 400 without a reason, 201, then 409 while it is open", async () => {
    const url = `/api/conversations/${conversationId}/reports`;
    expect((await requestApp({ url, json: { reason: "spam" } })).status).toBe(401);
    expect((await requestApp({ url, cookie: third.cookie, json: { reason: "spam" } })).status).toBe(404);
    const bad = await requestApp({ url, cookie: buyer.cookie, json: { reason: "" } });
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.text).field).toBe("reason");
    const answers = await Promise.all([1, 2, 3, 4, 5].map((i) => requestApp({ url, cookie: buyer.cookie, json: { reason: `Pushy seller ${i}` } })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(JSON.parse(answers.find((a) => a.status === 409)!.text)).toEqual({ error: "You have already reported this conversation. Our team will review it.", field: "reason" });
    expect(await prisma.conversationReport.count({ where: { conversationId, reporterId: buyer.id } })).toBe(1);
  });

  it(`POST /api/conversations/:id/reports: ${REPORT_LIMITS.perUserPerDay} a day per user, then 429 with Retry-After, also in parallel`, async () => {
    const reporter = await person("Petra");
    const vehicles = await Promise.all(Array.from({ length: REPORT_LIMITS.perUserPerDay + 3 }, () => bike(seller.id)));
    const threads = await Promise.all(
      vehicles.map(async (v) => (await prisma.conversation.create({ data: { vehicleId: v.id, buyerId: reporter.id, sellerId: seller.id, listingTitle: "2019 Honda CRF450R" } })).id),
    );
    const answers = await Promise.all(threads.map((id) => requestApp({ url: `/api/conversations/${id}/reports`, cookie: reporter.cookie, json: { reason: "Spam" } })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(REPORT_LIMITS.perUserPerDay);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(3);
    for (const r of refused) {
      expect(JSON.parse(r.text)).toMatchObject({ error: expect.stringMatching(/^You can send up to 10 reports a day\. Please try again in 24 hours\.$/), field: "reason" });
      expect(Number(r.headers.get("Retry-After"))).toBeGreaterThan(23 * 3600);
    }
    // The page answers the same next to the report form, with Retry-After.
    const unreported = threads[answers.findIndex((a) => a.status === 429)];
    const page = await requestApp({ url: `/messages/${unreported}`, cookie: reporter.cookie, form: { intent: "report", reason: "More spam" } });
    expect(page.status).toBe(429);
    expect(Number(page.headers.get("Retry-After"))).toBeGreaterThan(23 * 3600);
    expect(JSON.parse(page.text)).toEqual({ reportError: "You can send up to 10 reports a day. Please try again in 24 hours.", reason: "More spam" });
    expect(await prisma.conversationReport.count({ where: { reporterId: reporter.id } })).toBe(REPORT_LIMITS.perUserPerDay);
  });
});
