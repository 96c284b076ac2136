// `npm run media:cleanup`: deletes uploaded photos that no listing, draft or pending payment
// names and that are older than a day (see app/modules/media/orphan-sweep.server.ts), and the
// stored preview cards of deleted listings and unpublished posts (seo/card-sweep.server.ts).
// The production server also runs this every hour; it is safe to run at any time.
import { sweepOrphanPhotosOnce } from "../app/modules/media/orphan-sweep.server";
import { sweepOrphanCards } from "../app/modules/seo/card-sweep.server";
import { prisma } from "../app/utils/db.server";

try {
  const result = await sweepOrphanPhotosOnce();
  console.log(JSON.stringify({ event: "media.cleanup", ...(result ?? { skipped: "another sweep is running" }) }));
  if (result) console.log(JSON.stringify({ event: "media.cleanup.cards", ...(await sweepOrphanCards()) }));
} finally {
  await prisma.$disconnect();
}
