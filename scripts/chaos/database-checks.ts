// After a run, what the database holds against what the server answered: each write answered as
// successful exactly once with the id it was answered with (a paid but unanswered one completed by
// paying again), each answered saved search and photo once, an unanswered save at most once.
import { createSeedClient } from "../../prisma/seed/lib/client";
import type { Visitor } from "./client";
import { pay, type WriteOutcome } from "./listing-writer";
import type { LockWrites } from "./lock-writer";

export interface DatabaseCheck {
  violations: string[];
  /** Writes with more than one listing. */
  duplicates: number;
  /** Paid but unanswered writes that gave the same vehicle when paid again. */
  completedLater: number;
  searchesOnce: number;
  photosOnce: number;
}

export async function checkDatabase(url: string, writes: WriteOutcome[], writerOf: Map<string, Visitor>, locked: LockWrites): Promise<DatabaseCheck> {
  const violations: string[] = [];
  const check = createSeedClient(url);
  let duplicates = 0;
  let completedLater = 0;
  let searchesOnce = 0;
  let photosOnce = 0;
  try {
    for (const w of writes) {
      const found = await check.vehicle.findMany({ where: { description: { contains: w.marker + "." } }, select: { id: true, listing: { select: { id: true } } } });
      if (found.length > 1) duplicates++;
      if (w.ok) {
        if (found.length !== 1 || found[0]!.id !== w.vehicleId || !found[0]!.listing) violations.push(`write ${w.marker}: answered vehicle ${w.vehicleId}, database has ${JSON.stringify(found)}`);
      } else if (found.length > 0) {
        // Paid, but the answer was lost: paying again for the same payment must give the same vehicle, once.
        const again = w.paymentIntentId ? await pay(writerOf.get(w.marker)!, w.paymentIntentId) : null;
        if (found.length === 1 && again === found[0]!.id) completedLater++;
        else violations.push(`write ${w.marker}: not answered as successful, yet the database has ${JSON.stringify(found)} (paying again gave ${again})`);
      }
    }
    // Saved searches (under a per-user advisory lock): an answered save once, an unanswered one at most once.
    for (const { id, name } of locked.searches) {
      const found = await check.savedSearch.findMany({ where: { name }, select: { id: true } });
      if (found.length === 1 && found[0]!.id === id) searchesOnce++;
      else violations.push(`saved search "${name}": answered as ${id}, database has ${JSON.stringify(found)}`);
    }
    for (const name of locked.unansweredSearches) {
      const count = await check.savedSearch.count({ where: { name } });
      if (count > 1) violations.push(`saved search "${name}" (not answered as saved) is in the database ${count} times`);
    }
    // Photos (under the per-seller quota lock): each answered photo recorded once.
    const recorded = await check.photoUpload.findMany({ where: { id: { in: locked.photos } }, select: { id: true } });
    photosOnce = recorded.length;
    if (recorded.length !== new Set(locked.photos).size || locked.photos.length !== new Set(locked.photos).size) violations.push(`photos: ${locked.photos.length} answered, ${recorded.length} recorded`);
  } finally {
    await check.$disconnect();
  }
  return { violations, duplicates, completedLater, searchesOnce, photosOnce };
}
