// Writes that take a Postgres advisory lock, sent two at a time by one seller so the second
// waits on the lock the first holds: saved searches (one saver per user at a time) and photo
// uploads (the per-seller quota). A restart then lands while a lock is held or awaited.
// Afterwards each write answered as successful must be in the database exactly once.
import type { Visitor } from "./client";

export interface LockWrites {
  /** Saved searches answered 201: their id and unique name. */
  searches: { id: number; name: string }[];
  /** Names of saves not answered 201 (each may exist at most once). */
  unansweredSearches: string[];
  /** Photo ids of uploads answered 200. */
  photos: string[];
  uploadsUnanswered: number;
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
// Under the limits: 25 saved searches a user, 20 upload requests a seller in 10 minutes.
const MAX_SAVES = 20;
const MAX_UPLOADS = 16;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function saveSearch(seller: Visitor, name: string, into: LockWrites) {
  const answer = await seller.postJson("lock: save search", "/api/saved-searches", { query: `keyword=${name.replace(/\s/g, "")}`, name, frequency: "daily" }, (s) => s === 201);
  const id = answer?.status === 201 ? (JSON.parse(answer.body) as { savedSearch: { id: number } }).savedSearch.id : undefined;
  if (id) into.searches.push({ id, name });
  else into.unansweredSearches.push(name);
}

async function upload(seller: Visitor, photo: Blob, into: LockWrites) {
  const form = new FormData();
  form.append("images", photo, "chaos.jpg");
  const answer = await seller.send("lock: upload photo", "/api/upload/images", { method: "POST", body: form, headers: { Accept: "application/json" } }, (s) => s === 200);
  if (answer?.status === 200) into.photos.push(...(answer.body.match(UUID) ?? []));
  else into.uploadsUnanswered++;
}

/** One seller's lock-taking writes until `stop()`: pairs of saves, then pairs of uploads. */
export async function writeUnderLocks(seller: Visitor, marker: string, photo: Blob, stop: () => boolean, into: LockWrites) {
  let saves = 0;
  let uploads = 0;
  while (!stop() && (saves < MAX_SAVES || uploads < MAX_UPLOADS)) {
    if (saves < MAX_SAVES) {
      await Promise.all([saveSearch(seller, `${marker} s${saves + 1}`, into), saveSearch(seller, `${marker} s${saves + 2}`, into)]);
      saves += 2;
    }
    if (uploads < MAX_UPLOADS && !stop()) {
      await Promise.all([upload(seller, photo, into), upload(seller, photo, into)]);
      uploads += 2;
    }
    await sleep(1000);
  }
}
