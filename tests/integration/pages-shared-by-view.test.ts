// /buy is kept by the production server's page cache once for every visitor who sees the same of
// themselves on it (decision 63): signed-in visitors with the same unread count share a render,
// and nobody is ever given a page made for someone who sees something else. A seller who has
// just changed a listing gets a fresh page at once.
import { beforeAll, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.PAGE_CACHE_SECONDS = "5";
});

import { prisma } from "~/utils/db.server";
import { compareListHeader } from "~/edge/cookies/compare.server";
import { toastHeader } from "~/edge/cookies/toast.server";
import { SHARED_VIEW_HEADERS } from "~/shared/page-cache-contract";
import { createListing, createUser } from "../support/fixtures";
import { callPage, requestApp, servePagesFromCache, sessionCookieFor } from "../support/app-requests";

servePagesFromCache(5);

const QUERY = "/buy?type=sandrail&sortBy=price_high";
type Visitor = { id: number; cookie: string; email: string };
let seller: Visitor;
let ana: Visitor;
let ben: Visitor;
let cleo: Visitor;
let listed: number;
let other: number;

const signedIn = async (firstName: string): Promise<Visitor> => {
  const user = await createUser(prisma, { firstName });
  return { id: user.id, email: user.email, cookie: await sessionCookieFor(user.id) };
};

/** Unread messages for the user, from a conversation about the seller's listing. */
async function unreadFor(userId: number, count: number) {
  const conversation = await prisma.conversation.upsert({
    where: { vehicleId_buyerId: { vehicleId: listed, buyerId: userId } },
    create: { vehicleId: listed, listingTitle: "Sand rail", sellerId: seller.id, buyerId: userId },
    update: {},
  });
  await prisma.message.createMany({ data: Array.from({ length: count }, (_, i) => ({ conversationId: conversation.id, senderId: seller.id, recipientId: userId, body: `Hello ${i}` })) });
}

const page = (cookie: string) => requestApp({ url: QUERY, cookie, document: true });
const unreadOn = (html: string) => html.match(/(\d+) unread messages?/)?.[1] ?? null;

beforeAll(async () => {
  seller = await signedIn("Selma");
  ana = await signedIn("Anabel");
  ben = await signedIn("Benedikt");
  cleo = await signedIn("Cleopatra");
  listed = (await createListing(prisma, { type: "sandrail", make: "Funco", model: "F9", year: 2021, price: 91000, zip: "85001", userId: seller.id })).id;
  other = (await createListing(prisma, { type: "sandrail", make: "Funco", model: "F9", year: 2019, price: 36000, zip: "85001" })).id;
  await unreadFor(ana.id, 2);
  await unreadFor(ben.id, 5);
  await unreadFor(cleo.id, 2);
});

describe("/buy shared by view", () => {
  it("gives each visitor their own unread count, asked in turn for the same search, and shares a render only between equal views", async () => {
    const answers: { who: Visitor; unread: string; cache: string | null; html: string }[] = [];
    for (let round = 0; round < 3; round++) {
      for (const [who, unread] of [[ana, "2"], [ben, "5"], [cleo, "2"]] as const) {
        const answer = await page(who.cookie);
        expect(answer.status).toBe(200);
        expect(answer.headers.get("cache-control")).toBe("private, no-store");
        // The app's mark for the cache never reaches the browser.
        expect(answer.headers.get(SHARED_VIEW_HEADERS.view)).toBeNull();
        expect(answer.headers.get(SHARED_VIEW_HEADERS.cacheControl)).toBeNull();
        answers.push({ who, unread, cache: answer.headers.get("x-cache"), html: answer.text });
      }
    }
    for (const { who, unread, html } of answers) {
      expect(unreadOn(html)).toBe(unread);
      // Nothing names a visitor: not theirs, not anyone else's.
      for (const anyone of [ana, ben, cleo]) {
        expect(html).not.toContain(anyone.email);
        expect(html).not.toContain(`"id":${anyone.id},`);
      }
      expect(html).toContain('data-testid="account-menu"');
      expect(who).toBeDefined();
    }
    // Once the page is known to be shared by view, later asks are answered from the cache:
    // Cleo, with Ana's view, gets the page rendered for it.
    expect(answers.slice(3).filter((a) => a.cache === "HIT").length).toBeGreaterThanOrEqual(5);
    const cleoHits = answers.filter((a) => a.who === cleo && a.cache === "HIT");
    expect(cleoHits.length).toBeGreaterThan(0);
  });

  it("shows a new message in the count on the very next page", async () => {
    await page(ana.cookie);
    expect((await page(ana.cookie)).headers.get("x-cache")).toBe("HIT");
    await unreadFor(ana.id, 1);
    expect(unreadOn((await page(ana.cookie)).text)).toBe("3");
    expect(unreadOn((await page(cleo.cookie)).text)).toBe("2");
  });

  it("keeps a visitor's compare list on their page only", async () => {
    const compare = (await compareListHeader([other])).split(";")[0]!;
    const comparing = await page(`${ben.cookie}; ${compare}`);
    const plain = await page(ben.cookie);
    expect(comparing.text).toContain(`aria-pressed="true"`);
    expect(plain.text).not.toContain(`aria-pressed="true"`);
    expect(unreadOn(comparing.text)).toBe("5");
  });

  it("never shares a page that shows more of its visitor: a recently viewed list, a toast", async () => {
    const dora = await signedIn("Dora");
    await prisma.recentlyViewedVehicle.create({ data: { userId: dora.id, vehicleId: other } });
    for (let i = 0; i < 2; i++) {
      const answer = await page(dora.cookie);
      expect(answer.headers.get("x-cache")).toBeNull();
      expect(answer.text).toContain("Recently viewed");
    }
    // A toast waiting for the next page (set after a write): that page is the visitor's own and shows it.
    const toast = (await toastHeader({ title: "Search saved." })).split(";")[0]!;
    await page(ana.cookie);
    const withToast = await page(`${ana.cookie}; ${toast}`);
    expect(withToast.headers.get("x-cache")).toBeNull();
    expect(withToast.text).toContain("Search saved.");
  });

  it("shows a seller their own change on the next page load, while others may get the shared page", async () => {
    expect((await page(seller.cookie)).text).toContain(`/vehicles/${listed}`);
    await page(ben.cookie);
    const sharedBefore = await page(ben.cookie);
    expect(sharedBefore.headers.get("x-cache")).toBe("HIT");
    expect(sharedBefore.text).toContain(`/vehicles/${listed}`);

    const listing = await prisma.listing.findUniqueOrThrow({ where: { vehicleId: listed } });
    const sold = await callPage("/account/listings", seller.cookie, { intent: "mark-sold", listingId: String(listing.id) });
    expect(sold.status).toBe(302);
    const recentWrite = sold.headers.get("set-cookie")?.match(/(?:__Host-)?recent-write=1/)?.[0];
    expect(recentWrite).toBeDefined();
    // Long enough to outlast a kept page and its stale minute.
    expect(Number(sold.headers.get("set-cookie")?.match(/recent-write=1; Max-Age=(\d+)/)?.[1])).toBeGreaterThanOrEqual(65);

    const sellers = await page(`${seller.cookie}; ${recentWrite}`);
    expect(sellers.headers.get("x-cache")).toBeNull();
    expect(sellers.text).not.toContain(`/vehicles/${listed}`);
    expect(sellers.text).toContain(`/vehicles/${other}`);
  });
});
