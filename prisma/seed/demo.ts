// Development data: users, listings with photos, saved vehicles and blog posts.
// Usage: npm run seed:demo -- [--listings N]
import { createSeedClient } from "./lib/client";
import { seedDemoData } from "./demo/index";

const flag = process.argv.indexOf("--listings");
const listings = flag > 0 ? Number(process.argv[flag + 1]) : undefined;
if (listings !== undefined && (!Number.isInteger(listings) || listings < 0)) {
  console.error("--listings takes a whole number");
  process.exit(2);
}

const db = createSeedClient();
try {
  await seedDemoData(db, { listings });
} finally {
  await db.$disconnect();
}
