// What every media store offers: the app stores, serves and sweeps photos through this
// interface only. The implementations (local disk, S3) import it; storage.server.ts picks one.

export interface StoredObject {
  body: Buffer;
  contentType: string;
}

export interface ListedObject {
  key: string;
  lastModified: Date;
  /** In bytes. */
  size: number;
}

export interface MediaStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  /** Removes a key; a key that does not exist is not an error. */
  delete(key: string): Promise<void>;
  /** Public URL of a stored key. */
  url(key: string): string;
  /** The key behind one of this storage's URLs, or null when the URL is not ours. */
  keyForUrl(url: string): string | null;
  /** Every stored key under a prefix (such as "photos/"), with when it was written. */
  list(prefix: string): AsyncIterable<ListedObject>;
}

const CONTENT_TYPES: Record<string, string> = { webp: "image/webp", jpg: "image/jpeg", png: "image/png" };

export const contentTypeForKey = (key: string) => CONTENT_TYPES[key.split(".").pop()!] ?? "application/octet-stream";
