import type { Route } from "./+types/media";
import { mediaStorage } from "~/modules/media/storage.server";
import { contentTypeForKey } from "~/modules/media/media-storage";

// Serves stored photos from whichever storage is configured (local disk, or the S3 bucket
// when it has no public URL of its own).
export async function loader({ params }: Route.LoaderArgs) {
  const key = params["*"] ?? "";
  let object;
  try {
    object = await mediaStorage().get(key);
  } catch {
    object = null;
  }
  if (!object) return new Response("Not Found", { status: 404, headers: { "Cache-Control": "no-store" } });
  return new Response(new Uint8Array(object.body), {
    headers: {
      // Keys only ever end in an image extension, so the type follows from the key, never
      // from whatever type a bucket object was stored with.
      "Content-Type": contentTypeForKey(key),
      "Content-Length": String(object.body.length),
      // Keys are random and never rewritten, so the bytes behind a URL never change.
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
