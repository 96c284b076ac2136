import fs from "node:fs/promises";
import path from "node:path";
import { MEDIA_ROUTE_PREFIX, assertSafeKey, isSafeKey, keyFromMediaPath } from "./media-key";
import { contentTypeForKey, type ListedObject, type MediaStorage, type StoredObject } from "./media-storage";

/** Photos as files under one folder, served by the app under /media/. */
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
      if (stats) yield { key, lastModified: stats.mtime, size: stats.size };
    }
  }
}
