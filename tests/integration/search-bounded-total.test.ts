// A broad search on a big market does not count every match: past 1,000 the page says "1,000+",
// offers the pages known to exist, and knows one page ahead of the reader whether more follow.
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { seedDemoData } from "../../prisma/seed/demo/index";
import { requestApp } from "../support/app-requests";

const page = async (query: string) => (await requestApp({ url: `/buy?${query}`, document: true })).text;
const paginationLinks = (html: string) =>
  [...(html.match(/<nav aria-label="Pagination"[\s\S]*?<\/nav>/)?.[0] ?? "").matchAll(/href="[^"]*?page=(\d+)/g)].map((m) => Number(m[1]));

let listed = 0;

beforeAll(async () => {
  await seedDemoData(prisma, { listings: 1300, log: () => {}, now: new Date(Date.UTC(2026, 10, 1, 12)) });
  listed = await prisma.listing.count({ where: { status: { in: ["active", "pending"] }, year: { gte: 1950 } } });
}, 240_000);

describe("a search matching more than 1,000 listings", () => {
  it("says 1,000+ and offers the pages known to exist", async () => {
    expect(listed).toBeGreaterThan(1024);
    const html = await page("yearMin=1950");
    expect(html).toContain("Showing 1–32 of 1,000+ results");
    // 1,001 counted: page 32 holds the 993rd to the 1,001st at least.
    expect(Math.max(...paginationLinks(html))).toBeLessThanOrEqual(32);
    expect(paginationLinks(html)).toContain(2);
  });

  it("counts one page past the reader, deep in the results", async () => {
    const html = await page("yearMin=1950&page=32");
    expect(html).toContain("Showing 993–1,024 of 1,024+ results");
    expect(paginationLinks(html)).toContain(33);
    const last = Math.ceil(listed / 32);
    const end = await requestApp({ url: `/buy?yearMin=1950&page=${last}`, document: true });
    expect(end.status).toBe(200);
    expect(end.text).toContain(`of ${listed.toLocaleString("en-US")} results`);
    expect((await requestApp({ url: `/buy?yearMin=1950&page=${last + 1}` })).status).toBe(404);
  });

  it("answers the API with the lower bound and says it is one", async () => {
    const response = await requestApp({ url: "/api/vehicles/search?yearMin=1950" });
    expect(JSON.parse(response.text)).toMatchObject({ total: 1000, totalExact: false });
    const narrow = JSON.parse((await requestApp({ url: "/api/vehicles/search?yearMin=1950&type=sandrail" })).text);
    expect(narrow.totalExact).toBe(true);
    expect(narrow.total).toBe(await prisma.listing.count({ where: { status: { in: ["active", "pending"] }, vehicleTypeId: (await prisma.vehicleType.findUniqueOrThrow({ where: { slug: "sandrail" } })).id } }));
  });

  it("counts the whole market exactly from the kept counts", async () => {
    const html = await page("");
    const total = await prisma.listing.count({ where: { status: { in: ["active", "pending"] } } });
    expect(html).toContain(`of ${total.toLocaleString("en-US")} results`);
  });
});
