// Storage keys are the only paths storage ever touches: lowercase, no "..", a known extension.
export const MEDIA_ROUTE_PREFIX = "/media/";
const SAFE_KEY = /^[a-z0-9][a-z0-9/_-]*\.(webp|jpg|png)$/;

export function isSafeKey(key: string): boolean {
  return SAFE_KEY.test(key) && !key.includes("..");
}

export function assertSafeKey(key: string) {
  if (!isSafeKey(key)) throw new Error(`Unsafe media key: ${key}`);
}

/** The key behind a URL served by our /media/* route, or null for any other URL. */
export function keyFromMediaPath(url: string): string | null {
  if (!url.startsWith(MEDIA_ROUTE_PREFIX)) return null;
  const key = url.slice(MEDIA_ROUTE_PREFIX.length);
  return isSafeKey(key) ? key : null;
}
