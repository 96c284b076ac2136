// Deletes stored preview cards whose listing was deleted or whose research post is gone or
// unpublished: nothing can ask for them any more (the card routes read the database first),
// so they would only fill the storage. Run hourly with the photo sweep
// (server/scheduled-cleanup.ts) and by `npm run media:cleanup`.
import { prisma } from "~/utils/db.server";
import { mediaStorage } from "~/modules/media/storage.server";
import type { MediaStorage } from "~/modules/media/media-storage";

const BATCH = 500;

/** The stored keys under previews/<kind>/, by the id (or slug) of the folder they sit in. */
async function keysBySubject(storage: MediaStorage, kind: string): Promise<Map<string, string[]>> {
  const bySubject = new Map<string, string[]>();
  const prefix = `previews/${kind}/`;
  for await (const { key } of storage.list(prefix)) {
    const subject = key.slice(prefix.length).split("/")[0];
    if (!subject) continue;
    const keys = bySubject.get(subject);
    if (keys) keys.push(key);
    else bySubject.set(subject, [key]);
  }
  return bySubject;
}

async function existingVehicleIds(ids: number[]): Promise<Set<number>> {
  const found = new Set<number>();
  for (let start = 0; start < ids.length; start += BATCH) {
    const rows = await prisma.vehicle.findMany({ where: { id: { in: ids.slice(start, start + BATCH) } }, select: { id: true } });
    for (const { id } of rows) found.add(id);
  }
  return found;
}

async function publishedSlugs(slugs: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let start = 0; start < slugs.length; start += BATCH) {
    const rows = await prisma.blogPost.findMany({ where: { slug: { in: slugs.slice(start, start + BATCH) }, published: true }, select: { slug: true } });
    for (const { slug } of rows) found.add(slug);
  }
  return found;
}

/** Deletes the cards of deleted listings and of posts no longer published; returns how many files went. */
export async function sweepOrphanCards(storage: MediaStorage = mediaStorage()): Promise<{ deleted: number }> {
  const vehicles = await keysBySubject(storage, "vehicles");
  const posts = await keysBySubject(storage, "research");
  const vehicleIds = [...vehicles.keys()].map(Number).filter((id) => Number.isSafeInteger(id) && id > 0 && id <= 2 ** 31 - 1);
  const liveVehicles = await existingVehicleIds(vehicleIds);
  const livePosts = await publishedSlugs([...posts.keys()]);
  const doomed = [
    ...[...vehicles].filter(([id]) => !liveVehicles.has(Number(id))).flatMap(([, keys]) => keys),
    ...[...posts].filter(([slug]) => !livePosts.has(slug)).flatMap(([, keys]) => keys),
  ];
  for (const key of doomed) await storage.delete(key);
  return { deleted: doomed.length };
}
