// Driver adapter for the Prisma CLI's WebAssembly schema engine (no native
// engine download is possible on our machines). It works around two defects
// of that engine path: catalog columns of type "char"/name that it cannot
// deserialize, and a shadow database dropped while its pool is still open.
import pg from "pg";
import { PrismaPg } from "@prisma/adapter-pg";

const CATALOG_TEXT_OIDS = new Set([18 /* "char" */, 19 /* name */]);

function retypeCatalogFields(result: unknown) {
  const results = Array.isArray(result) ? result : [result];
  for (const r of results) {
    const fields = (r as pg.QueryResult | undefined)?.fields;
    if (!fields) continue;
    for (const field of fields) {
      if (CATALOG_TEXT_OIDS.has(field.dataTypeID)) field.dataTypeID = 25;
    }
  }
  return result;
}

class CatalogSafeClient extends pg.Client {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  query(...args: any[]): any {
    const last = args[args.length - 1];
    if (typeof last === "function") {
      args[args.length - 1] = (err: Error, res: unknown) => last(err, err ? res : retypeCatalogFields(res));
      return (super.query as (...a: unknown[]) => unknown)(...args);
    }
    const out = (super.query as (...a: unknown[]) => unknown)(...args);
    if (out && typeof (out as Promise<unknown>).then === "function") {
      return (out as Promise<unknown>).then(retypeCatalogFields);
    }
    return out;
  }
}

function poolConfigFromUrl(url: string, database?: string): pg.PoolConfig {
  const u = new URL(url);
  return {
    host: decodeURIComponent(u.hostname),
    port: u.port ? Number(u.port) : 5432,
    user: decodeURIComponent(u.username),
    password: decodeURIComponent(u.password),
    database: database ?? decodeURIComponent(u.pathname.slice(1)),
    ssl: u.searchParams.get("sslmode") === "require" ? { rejectUnauthorized: false } : undefined,
    Client: CatalogSafeClient,
  };
}

type Connected = Awaited<ReturnType<PrismaPg["connect"]>>;

// The adapter splits scripts on every ";", which breaks function bodies and comments.
// Postgres runs a multi-statement script sent as one simple query, so send it whole.
function sendScriptsWhole(adapter: Connected): Connected {
  const internals = adapter as unknown as { client: pg.Pool; onError(e: unknown): never };
  adapter.executeScript = async (script: string) => {
    try {
      await internals.client.query(script);
    } catch (error) {
      internals.onError(error);
    }
  };
  return adapter;
}

export function createMigrationAdapter(url: string) {
  const factory = new PrismaPg(poolConfigFromUrl(url));
  const connect = factory.connect.bind(factory);
  factory.connect = async () => sendScriptsWhole(await connect());
  factory.connectToShadowDb = async () => {
    const admin = new pg.Client(poolConfigFromUrl(url));
    await admin.connect();
    const name = `prisma_shadow_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
    await admin.query(`CREATE DATABASE "${name}"`);
    const shadow = new PrismaPg(poolConfigFromUrl(url, name));
    const adapter = sendScriptsWhole(await shadow.connect());
    const dispose = adapter.dispose.bind(adapter);
    adapter.dispose = async () => {
      await dispose();
      try {
        await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await admin.end();
      }
    };
    return adapter;
  };
  return factory;
}
