import fs from "node:fs/promises";
import path from "node:path";
import { env, type Env } from "~/utils/env.server";
import { MEDIA_ROUTE_PREFIX, assertSafeKey, isSafeKey, keyFromMediaPath } from "./media-key";
import { S3Storage } from "./s3-storage.server";

export { MEDIA_ROUTE_PREFIX, assertSafeKey } from "./media-key";

export interface StoredObject {
  body: Buffer;
  contentType: string;
}

export interface ListedObject {
  key: string;
  lastModified: Date;
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

export class LocalDiskStorage implements MediaStorage {
  constructor(private readonly root: string) {}

  private file(key: string) {
    assertSafeKey(key);
    return path.join(this.root, key);
  }

  // The content type follows from the key's extension when the file is read back.
  async put(key: string, body: Buffer, _contentType?: string) {
    const file = this.file(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const tmp = `${file}.${process.pid}.tmp`;
    await fs.writeFile(tmp, body);
    await fs.rename(tmp, file);
  }

  async get(key: string): Promise<StoredObject | null> {
    try {
      const body = await fs.readFile(this.file(key));
      return { body, contentType: contentTypeForKey(key) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  async delete(key: string) {
    await fs.rm(this.file(key), { force: true });
  }

  url(key: string) {
    return `${MEDIA_ROUTE_PREFIX}${key}`;
  }

  keyForUrl(url: string) {
    return keyFromMediaPath(url);
  }

  async *list(prefix: string): AsyncIterable<ListedObject> {
    const dir = path.join(this.root, prefix);
    let entries;
    try {
      entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
      throw error;
    }
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const key = path.relative(this.root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/");
      // Half-written temporary files are not keys.
      if (!isSafeKey(key)) continue;
      const stats = await fs.stat(path.join(entry.parentPath, entry.name)).catch(() => null);
      if (stats) yield { key, lastModified: stats.mtime };
    }
  }
}

const uploadDir = (settings: Env) => settings.UPLOAD_DIR ?? path.join(process.cwd(), ".data", "uploads");

export function defaultUploadDir() {
  return uploadDir(env());
}

/** S3-compatible object storage when a bucket is configured, else local disk. */
export function storageFromEnv(settings: Env): MediaStorage {
  if (settings.S3_BUCKET) {
    return new S3Storage({
      bucket: settings.S3_BUCKET,
      region: settings.S3_REGION,
      endpoint: settings.S3_ENDPOINT,
      accessKeyId: settings.S3_ACCESS_KEY_ID,
      secretAccessKey: settings.S3_SECRET_ACCESS_KEY,
      publicUrl: settings.S3_PUBLIC_URL,
    });
  }
  return new LocalDiskStorage(uploadDir(settings));
}

let storage: MediaStorage | undefined;

export function mediaStorage(): MediaStorage {
  storage ??= storageFromEnv(env());
  return storage;
}
