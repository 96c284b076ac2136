// `npm run media:fingerprints`: keeps the perceptual hash (decision 41) of every stored photo that
// has none, such as photos uploaded before hashes were kept, from their stored files. Run once
// after the deploy that adds photo_fingerprints; safe to run again (fingerprinted photos are skipped).
import { backfillPhotoFingerprints } from "../app/modules/media/photo-fingerprints.server";
import { prisma } from "../app/utils/db.server";

try {
  const written = await backfillPhotoFingerprints();
  console.log(JSON.stringify({ event: "media.fingerprints", written }));
} finally {
  await prisma.$disconnect();
}
