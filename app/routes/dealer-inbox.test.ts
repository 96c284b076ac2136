// A dealer's shared inbox through the app's request pipeline: /dealer/inbox and its assignment
// form, the thread page and the thread API for members, members of another dealership and
// strangers, and the vehicle page naming the dealership.
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { requestApp } from "../../tests/support/app-requests";
import { addresses, bike, person, type Person } from "../../tests/support/relay-scene";
import { dealerScene, type DealerScene } from "../../tests/support/dealer-scene";
import { ASSIGNMENT_TEXTS } from "~/modules/dealer-inbox/assignment.server";

const clientAddress = addresses("10.44");
let dealer: DealerScene;
let rival: DealerScene;
let buyer: Person;
let stranger: Person;
let conversationId: number;

beforeAll(async () => {
  dealer = await dealerScene();
  rival = await dealerScene("Rival Motors");
  buyer = await person("Bruno");
  stranger = await person("Trudy");
  const sent = await requestApp({ url: `/vehicles/${dealer.vehicleId}/contact`, cookie: buyer.cookie, form: { intent: "send", message: "Is it still available?" }, address: clientAddress() });
  expect(sent.status).toBe(302);
  conversationId = Number(/^\/messages\/(\d+)\?sent=1$/.exec(sent.location ?? "")?.[1]);
});

const inboxPost = (who: Person, form: Record<string, string>, query = "") =>
  requestApp({ url: `/dealer/inbox${query}`, cookie: who.cookie, form: { intent: "assign", conversationId: String(conversationId), ...form } });

describe("the thread of a dealer's listing", () => {
  it("GET /messages/:id and /api/conversations/:id: every member reads it; another dealership's members and strangers get 404", async () => {
    for (const member of [dealer.owner, dealer.manager, dealer.sales2]) {
      expect((await requestApp({ url: `/messages/${conversationId}`, cookie: member.cookie })).status).toBe(200);
      const api = await requestApp({ url: `/api/conversations/${conversationId}`, cookie: member.cookie });
      expect(api.status).toBe(200);
      expect(JSON.parse(api.text).conversation).toMatchObject({ role: "seller", otherName: "Bruno" });
    }
    const asBuyer = await requestApp({ url: `/api/conversations/${conversationId}`, cookie: buyer.cookie });
    expect(JSON.parse(asBuyer.text).conversation.otherName).toBe(dealer.name);
    for (const outsider of [rival.owner, rival.sales, stranger]) {
      expect((await requestApp({ url: `/messages/${conversationId}`, cookie: outsider.cookie })).status).toBe(404);
      expect((await requestApp({ url: `/api/conversations/${conversationId}`, cookie: outsider.cookie })).status).toBe(404);
    }
  });

  it("POST a reply: 201 through the API and a redirect from the page for a member, 404 for outsiders", async () => {
    const api = await requestApp({ url: `/api/conversations/${conversationId}/messages`, cookie: dealer.sales.cookie, json: { message: "Yes, come by." }, address: clientAddress() });
    expect(api.status).toBe(201);
    const page = await requestApp({ url: `/messages/${conversationId}`, cookie: dealer.manager.cookie, form: { intent: "send", message: "We open at 9." }, address: clientAddress() });
    expect(page.status).toBe(302);
    for (const outsider of [rival.manager, stranger]) {
      expect((await requestApp({ url: `/api/conversations/${conversationId}/messages`, cookie: outsider.cookie, json: { message: "Hi" }, address: clientAddress() })).status).toBe(404);
    }
    const bodies = (await prisma.message.findMany({ where: { conversationId }, orderBy: { id: "asc" } })).map((m) => m.body);
    expect(bodies).toEqual(["Is it still available?", "Yes, come by.", "We open at 9."]);
  });
});

describe("/dealer/inbox", () => {
  it("answers a signed-out visitor with sign-in and anyone outside a dealership with 404; lists only the member's dealership's threads", async () => {
    expect((await requestApp({ url: "/dealer/inbox" })).status).toBe(302);
    expect((await requestApp({ url: "/dealer/inbox", cookie: stranger.cookie })).status).toBe(404);
    expect((await inboxPost(stranger, { assigneeId: String(stranger.id), expectedId: "" })).status).toBe(404);
    const mine = JSON.parse((await requestApp({ url: "/dealer/inbox", cookie: dealer.sales.cookie })).text);
    expect(mine.threads.map((t: { id: number }) => t.id)).toEqual([conversationId]);
    const theirs = JSON.parse((await requestApp({ url: "/dealer/inbox", cookie: rival.owner.cookie })).text);
    expect(theirs.threads).toEqual([]);
    // A rival's form naming this thread finds nothing of theirs.
    expect((await inboxPost(rival.owner, { assigneeId: String(rival.sales.id), expectedId: "" })).status).toBe(404);
  });

  it("assigns by role through the form: 403 for sales assigning someone else, a redirect for taking it, the filter kept", async () => {
    const refused = await inboxPost(dealer.sales, { assigneeId: String(dealer.sales2.id), expectedId: "" });
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.text)).toMatchObject({ error: ASSIGNMENT_TEXTS.salesOnlyTakes });
    const taken = await inboxPost(dealer.sales, { assigneeId: String(dealer.sales.id), expectedId: "" }, "?show=unassigned");
    expect(taken.status).toBe(302);
    expect(taken.location).toBe("/dealer/inbox?show=unassigned");
    const mine = JSON.parse((await requestApp({ url: "/dealer/inbox?show=mine", cookie: dealer.sales.cookie })).text);
    expect(mine).toMatchObject({ filter: "mine", threads: [{ id: conversationId, assignee: { id: dealer.sales.id } }] });
    const stale = await inboxPost(dealer.owner, { assigneeId: String(dealer.manager.id), expectedId: "" });
    expect(stale.status).toBe(409);
    expect((await inboxPost(dealer.owner, { assigneeId: String(dealer.manager.id), expectedId: String(dealer.sales.id) })).status).toBe(302);
    expect((await prisma.conversation.findUniqueOrThrow({ where: { id: conversationId } })).assignedToId).toBe(dealer.manager.id);
  });

  it("works without JavaScript: the page is HTML with a form per thread", async () => {
    const page = await requestApp({ url: "/dealer/inbox", cookie: dealer.owner.cookie, document: true });
    expect(page.status).toBe(200);
    expect(page.text).toContain(`name="conversationId" value="${conversationId}"`);
    expect(page.text).toContain("Median first response, last 30 days");
  });
});

describe("the vehicle page of a dealer's listing", () => {
  it("names the dealership with a link to its storefront; a private listing names none", async () => {
    const data = JSON.parse((await requestApp({ url: `/vehicles/${dealer.vehicleId}` })).text);
    expect(data.dealer).toEqual({ name: dealer.name, slug: dealer.slug });
    const page = await requestApp({ url: `/vehicles/${dealer.vehicleId}`, document: true });
    expect(page.text).toContain(`href="/dealers/${dealer.slug}"`);
    const seller = await person("Sally");
    const own = await bike(seller.id);
    expect(JSON.parse((await requestApp({ url: `/vehicles/${own.id}` })).text).dealer).toBeNull();
  });
});
