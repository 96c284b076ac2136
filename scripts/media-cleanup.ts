// `npm run media:cleanup`: deletes uploaded photos that no listing, draft or pending payment
// names and that are older than a day (see app/modules/media/orphan-sweep.server.ts). The
// production server also runs this every hour; it is safe to run at any time.
import { sweepOrphanPhotosOnce } from "../app/modules/media/orphan-sweep.server";
import { prisma } from "../app/utils/db.server";

try {
  const result = await sweepOrphanPhotosOnce();
  console.log(JSON.stringify({ event: "media.cleanup", ...(result ?? { skipped: "another sweep is running" }) }));
} finally {
  await prisma.$disconnect();
}
