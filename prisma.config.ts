// The CLI would otherwise try to download a query-engine library it never uses with engine "js".
process.env.PRISMA_QUERY_ENGINE_LIBRARY ??= "/dev/null";

import path from "node:path";
import { defineConfig } from "prisma/config";
import { createMigrationAdapter } from "./prisma/migration-adapter";

export default defineConfig({
  schema: path.join("prisma", "schema.prisma"),
  migrations: { path: path.join("prisma", "migrations") },
  engine: "js",
  experimental: { adapter: true },
  async adapter() {
    // Behind a transaction pooler (PgBouncer), DATABASE_URL cannot hold the session-level lock
    // migrations take: DIRECT_URL names the database itself.
    const url = process.env.DIRECT_URL || process.env.DATABASE_URL;
    if (!url) throw new Error("DATABASE_URL is not set (start the database with `npm run db:start` or set it)");
    return createMigrationAdapter(url);
  },
});
