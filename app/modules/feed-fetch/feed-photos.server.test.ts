import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { createListing, createUser } from "../../../tests/support/fixtures";
import { startFeedServer, withEtag, type FeedServer } from "../../../tests/support/feed-server";
import { temporaryStorage } from "~/modules/media/testing/temporary-storage";
import { pngBytes, webpBytes } from "~/modules/media/testing/images";
import { PHOTO_TOO_BIG_MESSAGE } from "~/modules/media/limits";
import { sweepOrphanPhotos } from "~/modules/media/orphan-sweep.server";
import { fetchFeedPhotos } from "./feed-photos.server";
import { createDealership } from "./testing";

const { storage } = temporaryStorage("feed-photos");
let server: FeedServer;
let png: Buffer;
let webp: Buffer;
let redEtag = '"red-1"';

const photos = (path: string) => server.requests.filter((r) => r.path === path);
const widthsOf = (url: string) => [320, 640, 960, 1280].map((w) => storage.keyForUrl(url)!.replace("-1280.webp", `-${w}.webp`));

async function dealerUnit(photoUrls: string[]) {
  const owner = await createUser(prisma);
  const dealer = await createDealership(prisma);
  const vehicle = await createListing(prisma, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2021, price: 12500, zip: "90210", userId: owner.id });
  await prisma.dealerFeedUnit.create({ data: { dealershipId: dealer.id, stockNumber: `S${vehicle.id}`, vehicleId: vehicle.id, rowHash: "h", photoUrls } });
  return { owner, dealer, vehicle };
}

const imagesOf = async (vehicleId: number) => (await prisma.vehicle.findUniqueOrThrow({ where: { id: vehicleId } })).images;

beforeAll(async () => {
  [png, webp] = await Promise.all([pngBytes(), webpBytes()]);
  server = await startFeedServer();
  server.route("/red.png", (req, res) => withEtag(redEtag, () => png, "image/png")(req, res));
  server.route("/blue.webp", withEtag('"blue"', () => webp, "image/webp"));
  server.route("/page.jpg", (_req, res) => void res.writeHead(200, { "content-type": "image/jpeg" }).end("<html>Not found</html>".padEnd(200, " ")));
  server.route("/huge.jpg", (_req, res) => {
    res.writeHead(200, { "content-type": "image/jpeg" });
    res.end(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(16 * 1024 * 1024)]));
  });
});
afterAll(() => server.close());

const run = (dealershipId: number, vehicleIds: number[]) => fetchFeedPhotos({ dealershipId, vehicleIds }, { storage, fetch: { allowance: server.allowance } });

describe("fetchFeedPhotos", () => {
  it("stores each photo with its variants as the seller's upload, in the feed's order, screened; a bad photo fails alone", async () => {
    const urls = [server.url("/blue.webp"), server.url("/page.jpg"), server.url("/huge.jpg"), "https://10.0.0.1/inside.jpg", server.url("/red.png")];
    const { owner, dealer, vehicle } = await dealerUnit(urls);
    expect(await run(dealer.id, [vehicle.id])).toEqual({ fetched: 2, reused: 0, failed: 3 });

    const images = await imagesOf(vehicle.id);
    const rows = await prisma.dealerFeedPhoto.findMany({ where: { dealershipId: dealer.id }, orderBy: { id: "asc" } });
    const row = (path: string) => rows.find((r) => r.url === server.url(path) || r.url === path)!;
    expect(images).toEqual([row("/blue.webp").storedUrl, row("/red.png").storedUrl]);
    expect(row("/blue.webp")).toMatchObject({ etag: '"blue"', failure: null });
    expect(row("/red.png")).toMatchObject({ etag: '"red-1"', failure: null });
    expect(row("/page.jpg")).toMatchObject({ storedUrl: null, failure: "The address did not answer a JPEG, PNG, WebP, AVIF, HEIF or GIF image." });
    expect(row("/huge.jpg")).toMatchObject({ storedUrl: null, failure: PHOTO_TOO_BIG_MESSAGE });
    expect(row("https://10.0.0.1/inside.jpg")).toMatchObject({ storedUrl: null, failure: "The host 10.0.0.1 is not a public internet address, so it cannot be fetched." });

    for (const url of images) for (const key of widthsOf(url)) expect(await storage.get(key), key).not.toBeNull();
    const ids = images.map((url) => /photos\/([0-9a-f-]{36})-1280\.webp$/.exec(url)![1]!);
    expect(await prisma.photoUpload.count({ where: { id: { in: ids }, userId: owner.id } })).toBe(2);
    expect(await prisma.photoFingerprint.count({ where: { key: { in: images.map((url) => storage.keyForUrl(url)!) }, userId: owner.id } })).toBe(2);
    expect(await prisma.listingScreening.count({ where: { listing: { vehicleId: vehicle.id } } })).toBe(1);
  });

  it("asks for a stored photo again only with its ETag: unchanged, it is reused; changed, it is stored anew", async () => {
    const { dealer, vehicle } = await dealerUnit([server.url("/red.png"), server.url("/blue.webp")]);
    await run(dealer.id, [vehicle.id]);
    const first = await imagesOf(vehicle.id);
    const asked = photos("/red.png").length;

    expect(await run(dealer.id, [vehicle.id])).toEqual({ fetched: 0, reused: 2, failed: 0 });
    expect(photos("/red.png").slice(asked).map((r) => r.headers["if-none-match"])).toEqual(['"red-1"']);
    expect(await imagesOf(vehicle.id)).toEqual(first);
    expect(await prisma.listingScreening.count({ where: { listing: { vehicleId: vehicle.id } } })).toBe(1);

    redEtag = '"red-2"';
    expect(await run(dealer.id, [vehicle.id])).toEqual({ fetched: 1, reused: 1, failed: 0 });
    const after = await imagesOf(vehicle.id);
    expect(after[1]).toBe(first[1]);
    expect(after[0]).not.toBe(first[0]);
    expect(await prisma.dealerFeedPhoto.findUniqueOrThrow({ where: { dealershipId_url: { dealershipId: dealer.id, url: server.url("/red.png") } } })).toMatchObject({ etag: '"red-2"', storedUrl: after[0] });
    expect(await prisma.listingScreening.count({ where: { listing: { vehicleId: vehicle.id } } })).toBe(2);
    redEtag = '"red-1"';
  });

  it("fetches a URL two units name once, passes over vehicles that are not the dealership's units, and forgets URLs no unit names", async () => {
    const { dealer, vehicle } = await dealerUnit([server.url("/blue.webp")]);
    const other = await createListing(prisma, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2020, price: 9000, zip: "90210", userId: vehicle.userId });
    await prisma.dealerFeedUnit.create({ data: { dealershipId: dealer.id, stockNumber: "TWIN", vehicleId: other.id, rowHash: "h", photoUrls: [server.url("/blue.webp")] } });
    const stranger = await createListing(prisma, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2019, price: 8000, zip: "90210" });
    const asked = photos("/blue.webp").length;
    expect(await run(dealer.id, [vehicle.id, other.id, stranger.id])).toEqual({ fetched: 1, reused: 1, failed: 0 });
    expect(photos("/blue.webp").length - asked).toBe(1);
    expect(await imagesOf(other.id)).toEqual(await imagesOf(vehicle.id));
    expect(await imagesOf(stranger.id)).toEqual([]);

    await prisma.dealerFeedUnit.updateMany({ where: { dealershipId: dealer.id }, data: { photoUrls: [server.url("/red.png")] } });
    await run(dealer.id, [vehicle.id]);
    expect((await prisma.dealerFeedPhoto.findMany({ where: { dealershipId: dealer.id }, select: { url: true } })).map((r) => r.url)).toEqual([server.url("/red.png")]);
  });

  it("keeps a stored photo through the orphan sweep while the feed's record of its URL holds it", async () => {
    const { dealer, vehicle } = await dealerUnit([server.url("/blue.webp")]);
    await run(dealer.id, [vehicle.id]);
    const [stored] = await imagesOf(vehicle.id);
    await prisma.vehicle.update({ where: { id: vehicle.id }, data: { images: [] } });
    const later = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
    await sweepOrphanPhotos({ storage, now: later });
    expect(await storage.get(storage.keyForUrl(stored!)!)).not.toBeNull();
    await prisma.dealerFeedPhoto.deleteMany({ where: { storedUrl: stored! } });
    await sweepOrphanPhotos({ storage, now: later });
    expect(await storage.get(storage.keyForUrl(stored!)!)).toBeNull();
  });
});
