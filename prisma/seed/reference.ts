// Loads reference data (zip codes, catalog, specifications, values, conditions, packages).
// Production runs this on every release: `npm run seed:reference`.
import { createSeedClient } from "./lib/client";
import { seedReferenceData } from "./reference/index";

// A release task like the migrations: straight to the database when a pooler fronts DATABASE_URL.
const db = createSeedClient(process.env.DIRECT_URL || undefined);
try {
  const result = await seedReferenceData(db, { force: !process.argv.includes("--if-changed") });
  if (result.skipped) console.log("Reference data is up to date.");
} finally {
  await db.$disconnect();
}
