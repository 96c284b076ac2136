// Saved-search alerts end to end: the alert run against the real Postgres, the digest through
// the real job queue to a real SMTP server, and the one-click unsubscribe link signed out.
import { describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { env } from "~/utils/env.server";
import { deliverMailToSink } from "../../../tests/support/mail-delivery";
import { createListing, createUser } from "../../../tests/support/fixtures";
import { requestApp } from "../../../tests/support/app-requests";
import { signUnsubscribeToken } from "~/modules/mail/unsubscribe-token";
import { digestKey, queueUnmailedDigests, runAlerts } from "./alerts.server";
import { saveSearch } from "./saved-searches.server";

const delivery = deliverMailToSink();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let n = 0;
async function buyer() {
  n += 1;
  return createUser(prisma, { email: `alerts-${n}-${Date.now()}@buyers.test` });
}

async function saved(userId: number, query: string, frequency: "instant" | "daily" = "instant") {
  return saveSearch(userId, { query, frequency });
}

const honda = (zip: string, price = 7500) => createListing(prisma, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2019, price, zip });
const mailsTo = (email: string) => delivery.sink.mails.filter((m) => m.to.includes(email));

describe("saved-search alerts", () => {
  it("mails exactly one digest per search for a new matching listing, none for non-matching searches, and honours the radius", async () => {
    const a = await buyer();
    const near = await saved(a.id, "type=dirtbike&make=Honda&zipCode=78701&radius=50&priceMax=8000");
    const b = await buyer();
    await saved(b.id, "type=boat");
    const c = await buyer();
    await saved(c.id, "keyword=honda&zipCode=10001&radius=100");
    await sleep(20);

    const austin = await honda("78704"); // a few miles from 78701
    const beverlyHills = await honda("90210"); // out of the radius
    await honda("78704", 9500); // over the price

    const run = await runAlerts("instant", { force: true });
    expect(run).toMatchObject({ matches: 1, digests: 1 });

    const mail = await delivery.sink.soleMailTo(a.email, { noneTo: [b.email, c.email] });
    expect(mail.subject).toBe("1 new listing for “Honda dirt bikes under $8,000 within 50 miles of 78701”");
    expect(mail.text).toContain("2019 Honda CRF450R, $7,500");
    expect(mail.links).toContain(`${env().APP_ORIGIN ?? `http://localhost:${env().PORT}`}/vehicles/${austin.id}`);
    expect(mail.links.some((l) => l.endsWith(`/vehicles/${beverlyHills.id}`))).toBe(false);
    expect(mail.text).toMatch(/See all results: https?:\/\/[^\s]+\/buy\?make=Honda&priceMax=8000&radius=50&type=dirtbike&zipCode=78701/);
    expect(mail.headers["list-unsubscribe"]).toMatch(new RegExp(`^<https?://[^>]+/unsubscribe/${a.id}\\.search-${near.id}\\.[A-Za-z0-9_-]{43}>$`));
    expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");

    // The next runs find the same listing again (the look-back overlaps) and never mail it twice.
    expect(await runAlerts("instant", { force: true })).toMatchObject({ matches: 0, digests: 0 });
    const [x, y] = await Promise.all([runAlerts("instant", { force: true }), runAlerts("instant", { force: true })]);
    expect([x, y].filter((r) => r === null).length + [x, y].filter((r) => r?.matches === 0).length).toBe(2);
    await sleep(1500);
    expect(mailsTo(a.email)).toHaveLength(1);
  });

  it("tells a search only of listings that went live after it was saved, and runs each frequency once per interval", async () => {
    const a = await buyer();
    await honda("78701");
    await sleep(20);
    const s = await saved(a.id, "type=dirtbike&make=Honda&zipCode=78701&radius=25");
    expect(await runAlerts("instant", { force: true })).not.toBeNull();
    expect(await prisma.savedSearchMatch.count({ where: { savedSearchId: s.id } })).toBe(0);
    // Just ran: the interval has not passed.
    expect(await runAlerts("instant")).toBeNull();
  });

  it("never tells a search of a listing its own owner put on the market", async () => {
    const a = await buyer();
    const s = await saved(a.id, "type=dirtbike&make=Honda&zipCode=78701&radius=25");
    await sleep(20);
    const own = await createListing(prisma, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2019, price: 7400, zip: "78701", userId: a.id });
    const other = await honda("78701", 7300);
    await runAlerts("instant", { force: true });
    const recorded = await prisma.savedSearchMatch.findMany({ where: { savedSearchId: s.id } });
    expect(recorded.map((r) => r.listingId)).toEqual([other.listing!.id]);
    expect(recorded.map((r) => r.listingId)).not.toContain(own.listing!.id);
  });

  it("lists several new matches of one period in one digest, even when they are matched in several slices", async () => {
    const a = await buyer();
    const s = await saved(a.id, "type=dirtbike&make=Honda&zipCode=78701&radius=25&yearMin=2019");
    await sleep(20);
    await honda("78701", 7000);
    await honda("78701", 7100);
    await honda("78701", 7200);
    await runAlerts("instant", { force: true, slice: 1 });
    const recorded = await prisma.savedSearchMatch.findMany({ where: { savedSearchId: s.id } });
    expect(recorded).toHaveLength(3);
    expect(new Set(recorded.map((r) => r.digestKey)).size).toBe(1);
    const mail = await delivery.sink.waitFor((m) => m.to.includes(a.email));
    expect(mail.subject).toMatch(/^3 new listings for /);
    await sleep(1500);
    expect(mailsTo(a.email)).toHaveLength(1);
  });

  it("a digest recorded by a run that stopped before queueing is mailed once by a later queueing", async () => {
    const a = await buyer();
    const s = await saved(a.id, "type=dirtbike&make=Honda", "daily");
    await sleep(20);
    const v = await honda("30301");
    const key = digestKey(s.id, "daily", new Date());
    await prisma.savedSearchMatch.create({ data: { savedSearchId: s.id, listingId: v.listing!.id, digestKey: key } });
    await Promise.all([queueUnmailedDigests(), queueUnmailedDigests()]);
    await delivery.sink.waitFor((m) => m.to.includes(a.email));
    await sleep(2000);
    await queueUnmailedDigests();
    await sleep(1500);
    expect(mailsTo(a.email)).toHaveLength(1);
    expect(await prisma.savedSearchMatch.findFirst({ where: { digestKey: key } })).toMatchObject({ mailedAt: expect.any(Date) });
  });

  it("unsubscribes signed out by the one-click POST, idempotently, and only with the owner's token", async () => {
    const a = await buyer();
    const s = await saved(a.id, "type=dirtbike&make=Honda&zipCode=78701&radius=25");
    await sleep(20);
    await honda("78701");
    await runAlerts("instant", { force: true });
    const mail = await delivery.sink.waitFor((m) => m.to.includes(a.email));
    const link = mail.headers["list-unsubscribe"]!.slice(1, -1);
    const path = new URL(link).pathname;

    // Someone else's signed token naming this search stops nothing.
    const other = await buyer();
    const forged = `/unsubscribe/${signUnsubscribeToken(other.id, `search-${s.id}`, env().SESSION_SECRET!)}`;
    expect((await requestApp({ url: forged, method: "POST", body: "List-Unsubscribe=One-Click", headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://mail.example" } })).status).toBe(404);
    expect((await prisma.savedSearch.findUniqueOrThrow({ where: { id: s.id } })).frequency).toBe("instant");

    const page = await requestApp({ url: path });
    expect(page.status).toBe(200);
    expect(JSON.parse(page.text).what).toContain("“Honda dirt bikes within 25 miles of 78701”");
    for (let i = 0; i < 2; i++) {
      const posted = await requestApp({ url: path, method: "POST", body: "List-Unsubscribe=One-Click", headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://mail.example" } });
      expect(posted.status).toBe(200);
      expect((await prisma.savedSearch.findUniqueOrThrow({ where: { id: s.id } })).frequency).toBe("none");
    }

    delivery.sink.mails.splice(0);
    await honda("78701");
    await runAlerts("instant", { force: true });
    await sleep(2000);
    expect(mailsTo(a.email)).toHaveLength(0);
  });
});
