// A search's answer is shared by everyone who asks for it within SEARCH_RESULTS_CACHE_SECONDS
// (decision 62), signed in or not, through the production request pipeline: what each page
// shows of its visitor (the unread count) stays theirs, and a seller who has just changed a
// listing sees the change on their next page load while others may see the shared answer.
import { beforeAll, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.SEARCH_RESULTS_CACHE_SECONDS = "30";
});

import { prisma } from "~/utils/db.server";
import { createListing, createUser } from "../support/fixtures";
import { callPage, requestApp, sessionCookieFor } from "../support/app-requests";

const QUERY = "/buy?type=sandrail&sortBy=price_low";
let seller: { id: number; cookie: string };
let ana: { id: number; cookie: string };
let ben: { id: number; cookie: string };
let listed: number;

const signedIn = async (firstName: string) => {
  const user = await createUser(prisma, { firstName });
  return { id: user.id, cookie: await sessionCookieFor(user.id) };
};

/** Unread messages for the user, from a conversation about the seller's listing. */
async function unreadFor(userId: number, count: number) {
  const conversation = await prisma.conversation.create({ data: { vehicleId: listed, listingTitle: "Sand rail", sellerId: seller.id, buyerId: userId } });
  await prisma.message.createMany({ data: Array.from({ length: count }, (_, i) => ({ conversationId: conversation.id, senderId: seller.id, recipientId: userId, body: `Hello ${i}` })) });
}

const idsOn = async (cookie: string) => {
  const page = await callPage(QUERY, cookie);
  return (page.data as { result: { vehicles: { id: number }[] } }).result.vehicles.map((v) => v.id);
};

beforeAll(async () => {
  seller = await signedIn("Selma");
  ana = await signedIn("Anabel");
  ben = await signedIn("Benedikt");
  const vehicle = await createListing(prisma, { type: "sandrail", make: "Funco", model: "F9", year: 2021, price: 31000, zip: "85001", userId: seller.id });
  listed = vehicle.id;
  await createListing(prisma, { type: "sandrail", make: "Funco", model: "F9", year: 2019, price: 36000, zip: "85001" });
  await unreadFor(ana.id, 2);
  await unreadFor(ben.id, 5);
});

describe("search results shared between visitors", () => {
  it("never show one visitor's name or unread count on another's page, asked in turn for the same search", async () => {
    for (let round = 0; round < 3; round++) {
      for (const [visitor, name, other, unread] of [
        [ana, "Anabel", "Benedikt", "2 unread messages"],
        [ben, "Benedikt", "Anabel", "5 unread messages"],
      ] as const) {
        const page = await requestApp({ url: QUERY, cookie: visitor.cookie, document: true });
        expect(page.status).toBe(200);
        expect(page.text).toContain(unread);
        // Nothing on the page names its visitor (decision 63), let alone another.
        expect(page.text).not.toContain(name);
        expect(page.text).not.toContain(other);
        expect(page.headers.get("cache-control")).toMatch(/private|no-store/);
      }
    }
    // The results themselves are the same for both.
    expect(await idsOn(ana.cookie)).toEqual(await idsOn(ben.cookie));
  });

  it("show a seller their own change on the next page load, while others may get the shared answer", async () => {
    expect(await idsOn(seller.cookie)).toContain(listed);
    expect(await idsOn(ben.cookie)).toContain(listed);
    const sold = await callPage("/account/listings", seller.cookie, { intent: "mark-sold", listingId: String((await prisma.listing.findUniqueOrThrow({ where: { vehicleId: listed } })).id) });
    expect(sold.status).toBe(302);
    const recentWrite = sold.headers.get("set-cookie")?.match(/(?:__Host-)?recent-write=1/)?.[0];
    expect(recentWrite).toBeDefined();
    // The seller's browser sends the cookie it was given: their search runs afresh.
    expect(await idsOn(`${seller.cookie}; ${recentWrite}`)).not.toContain(listed);
    // Another buyer, within the shared answer's seconds, is given the answer shared a moment ago.
    expect(await idsOn(ben.cookie)).toContain(listed);
  });
});
