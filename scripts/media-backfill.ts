// `npm run media:backfill`: writes any photo width added since a photo was stored (such as
// the 960 px variant), from the photo's largest file. Run once after a deploy that adds a
// width; safe to run again.
import { backfillPhotoVariants } from "../app/modules/media/backfill-variants.server";

const written = await backfillPhotoVariants();
console.log(JSON.stringify({ event: "media.backfill", written }));
