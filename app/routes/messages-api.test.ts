// Who may read and write what through the relay's JSON endpoints: the buyer, the seller, a third
// user and a signed-out visitor. And nothing of the other party's email or phone in any answer.
// The pages: messages-pages.test.ts.
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { requestApp } from "../../tests/support/app-requests";
import { addresses, bike, expectNoContactDetails, person, relayScene, type Person } from "../../tests/support/relay-scene";
import { RELAY_LIMITS } from "~/modules/conversations/limits.server";
import { REPORT_LIMITS } from "~/modules/reports/report-allowance.server";
import { firstMessages, keptText } from "~/utils/field-messages";

let seller: Person;
let buyer: Person;
let third: Person;
let conversationId: number;
const clientAddress = addresses("10.21");

beforeAll(async () => {
  ({ seller, buyer, third, conversationId } = await relayScene(clientAddress));
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
    const { result } = JSON.parse(page.text);
    expect(firstMessages(result.error, "form")).toEqual({ reason: "You can send up to 10 reports a day. Please try again in 24 hours." });
    expect(keptText(result, "reason")).toBe("More spam");
    expect(await prisma.conversationReport.count({ where: { reporterId: reporter.id } })).toBe(REPORT_LIMITS.perUserPerDay);
  });
});
