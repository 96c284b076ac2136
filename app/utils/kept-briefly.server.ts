// Answers a process may keep for a few seconds instead of asking the database on every request:
// each statement costs a round trip in both processes, and on a busy page most of them ask what
// the previous request just asked. Concurrent callers of one key share one load; a failed load is
// not kept.
//
// Every kind of answer (menus, counts, lexemes, zip codes, landing summaries) shares one store
// bounded in bytes (LOOKUP_CACHE_MB), least recently used first out: a flood of one kind of key
// costs the others database round trips, never memory. A pending load is counted at a small
// fixed size and at its own size once it has arrived.
import { LRUCache } from "lru-cache";
import { approximateBytes } from "./approximate-bytes";
import { registerCache } from "./cache-usage.server";
import { env } from "./env.server";

interface Kept {
  value: Promise<unknown>;
  expiresAt: number;
  /** The answer once it has arrived (counted in bytes from then on). */
  readonly settled?: { value: unknown };
}

const PENDING_BYTES = 256;

export type KeptBriefly<V> = (key: string, ttlMs: number, load: () => Promise<V>) => Promise<V>;

export interface KeptStore {
  /** A kind of answer, its keys apart from every other kind's. */
  kind<V>(name: string): KeptBriefly<V>;
  usage(): { entries: number; bytes: number; maxBytes: number };
}

export function keptStore(maxBytes: number): KeptStore {
  const kept = new LRUCache<string, Kept>({
    maxSize: maxBytes,
    sizeCalculation: (entry, key) => 64 + key.length + (entry.settled ? approximateBytes(entry.settled.value) : PENDING_BYTES),
  });
  return {
    kind<V>(name: string): KeptBriefly<V> {
      return (key, ttlMs, load) => {
        if (ttlMs <= 0) return load();
        const id = `${name}\u0000${key}`;
        const now = Date.now();
        const found = kept.get(id);
        if (found && found.expiresAt > now) return found.value as Promise<V>;
        const value = load();
        const entry: Kept = { value, expiresAt: now + ttlMs };
        kept.set(id, entry);
        value.then(
          (answer) => {
            // Counted again at its real size; one too large for the whole store is dropped.
            if (kept.peek(id) !== entry) return;
            kept.set(id, { ...entry, settled: { value: answer } });
          },
          () => {
            if (kept.peek(id) === entry) kept.delete(id);
          },
        );
        return value;
      };
    },
    usage: () => ({ entries: kept.size, bytes: kept.calculatedSize, maxBytes }),
  };
}

let shared: KeptStore | undefined;

/** The process's store, sized by LOOKUP_CACHE_MB on first use. */
function sharedStore(): KeptStore {
  if (!shared) {
    const store = keptStore(env().LOOKUP_CACHE_MB * 2 ** 20);
    registerCache("lookups", store.usage);
    shared = store;
  }
  return shared;
}

/** A kind of answer kept in the process's shared lookup store. */
export function keptBriefly<V>(name: string): KeptBriefly<V> {
  let kind: KeptBriefly<V> | undefined;
  return (key, ttlMs, load) => {
    if (ttlMs <= 0) return load();
    kind ??= sharedStore().kind<V>(name);
    return kind(key, ttlMs, load);
  };
}
