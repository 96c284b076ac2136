// The one place that picks where photos are stored: S3 when a bucket is configured, else the
// local disk. Everything else sees only the MediaStorage interface (media-storage.ts).
import path from "node:path";
import { env, type Env } from "~/utils/env.server";
import { LocalDiskStorage } from "./local-disk-storage.server";
import type { MediaStorage } from "./media-storage";
import { S3Storage } from "./s3-storage.server";

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
