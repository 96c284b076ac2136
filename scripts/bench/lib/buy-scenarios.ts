// The /buy traffic of the server benchmarks: the cookieless filter combinations a visitor would
// use (answered by the page cache), a signed-in buyer's long tail of distinct searches, and
// many signed-in buyers asking for a Zipf-distributed mix of searches.
import { buyUrls, loadBuyCatalog } from "./buy-urls";
import { benchBuyer, benchBuyers, sessionCookieFor } from "./bench-session";
import { zipfRequests, type ZipfRequest } from "./zipf";
import { createSeedClient } from "../../../prisma/seed/lib/client";

/** Filter combinations a visitor would use; each connection cycles through them. */
export const BUY_QUERIES = [
  "type=dirtbike&make=Honda&sortBy=price_low",
  "type=boat&priceMin=5000&priceMax=40000",
  "zipCode=90210&radius=100&sortBy=nearest",
  "keyword=honda",
  "yearMin=2015&yearMax=2020&priceMin=5000&priceMax=20000",
  "type=rv&sortBy=price_high&page=3",
  "mileageMax=5000&sortBy=mileage_low",
  "type=utv&driveType=4wd",
];

/** The bench buyer's session cookie and candidate URLs for `count` signed-in searches. */
export async function signedInBuyer(url: string, count: number): Promise<{ cookie: string; paths: string[] }> {
  const db = createSeedClient(url);
  try {
    const cookie = await sessionCookieFor(await benchBuyer(db));
    // More than needed: a later page of a narrow search may not exist.
    return { cookie, paths: buyUrls(await loadBuyCatalog(db), Math.round(count * 1.5)) };
  } finally {
    await db.$disconnect();
  }
}

/**
 * `draws` requests of `buyers` signed-in buyers (one session each) over `urls` distinct /buy URLs
 * ranked by how often they are asked for: P(rank k) ∝ 1/(k+1)^s, seeded so runs compare. Not
 * probed: a page past a search's last one answers 404, as it would to a real visitor.
 */
export async function realisticBuyMix(url: string, { buyers, urls, draws, s }: { buyers: number; urls: number; draws: number; s: number }): Promise<ZipfRequest[]> {
  const db = createSeedClient(url);
  try {
    const cookies: string[] = [];
    for (const id of await benchBuyers(db, buyers)) cookies.push(await sessionCookieFor(id));
    return zipfRequests(buyUrls(await loadBuyCatalog(db), urls), cookies, { count: draws, s, seed: 11 });
  } finally {
    await db.$disconnect();
  }
}

/** A GET that waits as long as a busy server's 503 asks (Retry-After) and asks again, a few times at most, as a browser's user would. */
async function askPolitely(url: string, cookie: string, tries = 5): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    const response = await fetch(url, { headers: { cookie }, redirect: "manual" });
    await response.arrayBuffer();
    const wait = Number(response.headers.get("retry-after"));
    if (response.status !== 503 || !wait || attempt === tries) return response;
    await new Promise((resolve) => setTimeout(resolve, wait * 1000));
  }
}

/** The first `count` paths that answer 200 (a page past a search's last one answers 404). */
export async function pagesThatExist(origin: string, paths: string[], cookie: string, count: number): Promise<string[]> {
  const status = new Map<string, number>();
  let next = 0;
  let found = 0;
  // Paths are taken in order, so once enough have answered, every earlier one has been asked.
  const probe = async () => {
    for (let i = next++; i < paths.length && found < count; i = next++) {
      const response = await askPolitely(origin + paths[i]!, cookie);
      status.set(paths[i]!, response.status);
      if (response.status === 200) found++;
    }
  };
  await Promise.all(Array.from({ length: 12 }, probe));
  const answering = paths.filter((p) => status.get(p) === 200).slice(0, count);
  const refused = [...status].filter(([, code]) => code !== 200 && code !== 404);
  if (refused.length) throw new Error(`${refused.length} /buy paths answered neither 200 nor 404, e.g. ${refused[0]![0]} (${refused[0]![1]})`);
  if (answering.length < count) throw new Error(`Only ${answering.length} of the /buy paths have results`);
  return answering;
}
