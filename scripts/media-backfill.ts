// `npm run media:backfill`: writes any photo width added since a photo was stored (such as
// the 960 px variant), and any width a phone is offered stored over the 100 KB phone budget,
// from the photo's largest file. Run once after a deploy that adds a width or changes the
// encoding; safe to run again.
import { backfillPhotoVariants } from "../app/modules/media/backfill-variants.server";

const written = await backfillPhotoVariants();
console.log(JSON.stringify({ event: "media.backfill", written }));
