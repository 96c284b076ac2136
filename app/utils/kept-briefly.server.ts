// Answers a process may keep for a few seconds instead of asking the database on every request:
// each statement costs a round trip in both processes, and on a busy page most of them ask what
// the previous request just asked. Concurrent callers of one key share one load; a failed load is
// not kept.
//
// Every kind of answer (menus, counts, lexemes, zip codes, landing summaries) shares one store
// bounded in bytes (LOOKUP_CACHE_MB), least recently used first out: a flood of one kind of key
// costs the others database round trips, never memory. A pending load is counted at a small
// fixed size and at its own size once it has arrived. Decision 35: a thin layer over lru-cache.
import { LRUCache } from "lru-cache";
import { approximateBytes } from "./approximate-bytes";
import { registerCache } from "./cache-usage.server";
import { env } from "./env.server";

/** An answer as it is kept: in a box, so that null and undefined are kept like any other answer. */
interface Kept {
  answer: unknown;
}
type Load = () => Promise<unknown>;

/** Bytes counted for an entry besides its answer, and for a load still on its way. */
const ENTRY_BYTES = 64;
const PENDING_BYTES = 256;

export type KeptBriefly<V> = (key: string, ttlMs: number, load: () => Promise<V>) => Promise<V>;

export interface KeptStore {
  /** A kind of answer, its keys apart from every other kind's. */
  kind<V>(name: string): KeptBriefly<V>;
  usage(): { entries: number; bytes: number; maxBytes: number };
}

// lru-cache does the keeping: fetch() shares one load among the callers of a key, keeps its answer
// for the caller's ttl and forgets a failed one. A load whose entry is pushed out while on its way
// still answers its callers (ignoreFetchAbort); an answer too large for the whole store is not kept.
export function keptStore(maxBytes: number): KeptStore {
  const kept = new LRUCache<string, Kept, Load>({
    maxSize: maxBytes,
    sizeCalculation: (entry, key) => ENTRY_BYTES + key.length + approximateBytes(entry.answer),
    backgroundFetchSize: ENTRY_BYTES + PENDING_BYTES,
    fetchMethod: async (_key, _stale, { context: load }) => ({ answer: await load() }),
    ignoreFetchAbort: true,
    // Ages by the wall clock, as Date.now() tells it.
    perf: { now: () => Date.now() },
  });
  return {
    kind<V>(name: string): KeptBriefly<V> {
      return async (key, ttlMs, load) => {
        if (ttlMs <= 0) return load();
        const entry = await kept.fetch(`${name}\u0000${key}`, { ttl: ttlMs, context: load });
        return entry!.answer as V;
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
