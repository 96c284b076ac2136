import fs from "node:fs/promises";
import path from "node:path";
import { env } from "~/utils/env.server";

export interface StoredObject {
  body: Buffer;
  contentType: string;
}

export interface MediaStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  /** Public URL of a stored key. */
  url(key: string): string;
}

export const MEDIA_ROUTE_PREFIX = "/media/";
const SAFE_KEY = /^[a-z0-9][a-z0-9/_-]*\.(webp|jpg|png)$/;

export function assertSafeKey(key: string) {
  if (!SAFE_KEY.test(key) || key.includes("..")) throw new Error(`Unsafe media key: ${key}`);
}

const CONTENT_TYPES: Record<string, string> = { webp: "image/webp", jpg: "image/jpeg", png: "image/png" };

export class LocalDiskStorage implements MediaStorage {
  constructor(private readonly root: string) {}

  private file(key: string) {
    assertSafeKey(key);
    return path.join(this.root, key);
  }

  async put(key: string, body: Buffer) {
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
      return { body, contentType: CONTENT_TYPES[key.split(".").pop()!] ?? "application/octet-stream" };
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
}

export function defaultUploadDir() {
  return env().UPLOAD_DIR ?? path.join(process.cwd(), ".data", "uploads");
}

let storage: MediaStorage | undefined;

export function mediaStorage(): MediaStorage {
  storage ??= new LocalDiskStorage(defaultUploadDir());
  return storage;
}
