// The S3 path for real: the AWS SDK client against a local s3rver.
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { S3Storage } from "./s3-storage.server";
import { mediaStorage, storageFromEnv } from "./storage.server";
import { LocalDiskStorage } from "./local-disk-storage.server";
import { storeUploadedPhotos } from "./upload.server";
import { deleteStoredPhotos } from "./cleanup.server";
import { srcSetFor, variantUrl } from "./variants";
import { LOCAL_S3_CREDENTIALS, type LocalS3 } from "./testing/local-s3";
import { fileOf, hasGpsPointer, jpegWithGpsBytes, pngBytes } from "./testing/images";
import { parseEnv } from "~/utils/env.server";
import { requestApp } from "../../../tests/support/app-requests";

// Started, and named in the environment, before any app module reads the environment: the app
// server that answers /media/* reads its storage settings once.
const s3: LocalS3 = await vi.hoisted(async () => {
  const { startLocalS3, LOCAL_S3_CREDENTIALS } = await import("./testing/local-s3");
  const local = await startLocalS3();
  Object.assign(process.env, {
    S3_BUCKET: local.bucket,
    S3_REGION: "us-east-1",
    S3_ENDPOINT: local.endpoint,
    S3_ACCESS_KEY_ID: LOCAL_S3_CREDENTIALS.accessKeyId,
    S3_SECRET_ACCESS_KEY: LOCAL_S3_CREDENTIALS.secretAccessKey,
  });
  return local;
});
let storage: S3Storage;

const optionsFor = (publicUrl?: string) => ({ bucket: s3.bucket, region: "us-east-1", endpoint: s3.endpoint, ...LOCAL_S3_CREDENTIALS, publicUrl });

beforeAll(() => {
  storage = new S3Storage(optionsFor());
});

const S3_SETTINGS = ["S3_BUCKET", "S3_REGION", "S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;

afterAll(async () => {
  for (const name of S3_SETTINGS) delete process.env[name];
  storage?.destroy();
  await s3?.stop();
});

describe("S3Storage against a local S3 server", () => {
  it("puts, gets back the same bytes and content type, and deletes", async () => {
    const body = await sharp(await pngBytes()).webp().toBuffer();
    await storage.put("photos/roundtrip-1280.webp", body, "image/webp");
    expect(await s3.listKeys()).toContain("photos/roundtrip-1280.webp");
    const stored = await storage.get("photos/roundtrip-1280.webp");
    expect(stored?.contentType).toBe("image/webp");
    // Byte-identical: no aws-chunked framing stored in place of the image.
    expect(stored?.body.equals(body)).toBe(true);
    await storage.delete("photos/roundtrip-1280.webp");
    expect(await storage.get("photos/roundtrip-1280.webp")).toBeNull();
    expect(await s3.listKeys()).not.toContain("photos/roundtrip-1280.webp");
  });

  it("lists the keys under a prefix with when they were written, so the orphan sweep can find old photos", async () => {
    const body = await sharp(await pngBytes()).webp().toBuffer();
    await storage.put("photos/listed-a-1280.webp", body, "image/webp");
    await storage.put("photos/listed-b-320.webp", body, "image/webp");
    await storage.put("demo/listed-c-1280.webp", body, "image/webp");
    const listed = [];
    for await (const object of storage.list("photos/listed-")) listed.push(object);
    expect(listed.map((o) => o.key).sort()).toEqual(["photos/listed-a-1280.webp", "photos/listed-b-320.webp"]);
    for (const object of listed) expect(Math.abs(object.lastModified.getTime() - Date.now())).toBeLessThan(60_000);
    for (const object of listed) expect(object.size).toBe(body.length);
    for (const key of ["photos/listed-a-1280.webp", "photos/listed-b-320.webp", "demo/listed-c-1280.webp"]) await storage.delete(key);
  });

  it("answers null for a missing key and deletes a missing key without error", async () => {
    expect(await storage.get("photos/never-stored-640.webp")).toBeNull();
    await expect(storage.delete("photos/never-stored-640.webp")).resolves.toBeUndefined();
  });

  it("refuses unsafe keys before any request", async () => {
    await expect(storage.get("../etc/passwd.png")).rejects.toThrow(/Unsafe media key/);
    await expect(storage.put("photos/x.svg", Buffer.from("<svg/>"), "image/svg+xml")).rejects.toThrow(/Unsafe media key/);
  });

  it("builds public URLs from S3_PUBLIC_URL, else serves through /media/, and reads both back to keys", () => {
    const cdn = new S3Storage(optionsFor("https://cdn.example.com/ride/"));
    expect(cdn.url("photos/a-1280.webp")).toBe("https://cdn.example.com/ride/photos/a-1280.webp");
    expect(cdn.keyForUrl("https://cdn.example.com/ride/photos/a-1280.webp")).toBe("photos/a-1280.webp");
    expect(cdn.keyForUrl("/media/photos/a-1280.webp")).toBe("photos/a-1280.webp");
    expect(cdn.keyForUrl("https://elsewhere.example.com/ride/photos/a-1280.webp")).toBeNull();
    expect(cdn.keyForUrl("https://cdn.example.com/ride/../secret.png")).toBeNull();
    cdn.destroy();
    expect(storage.url("photos/a-1280.webp")).toBe("/media/photos/a-1280.webp");
  });

  it("keeps srcset working for public bucket URLs", () => {
    const url = "https://cdn.example.com/photos/0b0e-1280.webp";
    expect(variantUrl(url, 320)).toBe("https://cdn.example.com/photos/0b0e-320.webp");
    expect(srcSetFor(url)).toBe(
      "https://cdn.example.com/photos/0b0e-320.webp 320w, https://cdn.example.com/photos/0b0e-640.webp 640w, https://cdn.example.com/photos/0b0e-960.webp 960w, https://cdn.example.com/photos/0b0e-1280.webp 1280w",
    );
  });
});

describe("storage chosen from the environment", () => {
  it("is S3 when S3_BUCKET is set, local disk otherwise", () => {
    const base = { DATABASE_URL: "postgresql://u:p@localhost/db" };
    const chosen = storageFromEnv(parseEnv({ ...base, S3_BUCKET: "b", S3_ENDPOINT: "http://127.0.0.1:1" }));
    expect(chosen).toBeInstanceOf(S3Storage);
    (chosen as S3Storage).destroy();
    expect(storageFromEnv(parseEnv(base))).toBeInstanceOf(LocalDiskStorage);
  });

  it("uploads to the bucket, serves through /media/*, strips GPS and cleans up, end to end", async () => {
    expect(mediaStorage()).toBeInstanceOf(S3Storage);
    const before = await s3.listKeys();

    await expect(storeUploadedPhotos([fileOf(await pngBytes(), "ok.png"), fileOf(Buffer.from("not an image at all"), "x.jpg")], { existingCount: 0 })).rejects.toThrow(
      /not a supported image/,
    );
    expect(await s3.listKeys()).toEqual(before);

    const { urls } = await storeUploadedPhotos([fileOf(await jpegWithGpsBytes(), "gps.jpg")], { existingCount: 0 });
    const key = urls[0]!.replace("/media/", "");
    const id = key.replace("photos/", "").replace("-1280.webp", "");
    expect(await s3.listKeys()).toEqual([...before, `photos/${id}-1280.webp`, `photos/${id}-320.webp`, `photos/${id}-640.webp`, `photos/${id}-960.webp`].sort());

    const response = await requestApp({ url: urls[0]! });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/webp");
    const served = await sharp(Buffer.from(response.bytes!)).metadata();
    expect(served.format).toBe("webp");
    expect(hasGpsPointer(served.exif)).toBe(false);

    await deleteStoredPhotos([urls[0]!, "/images/demo/atv.jpg"]);
    expect(await s3.listKeys()).toEqual(before);
    await expect(deleteStoredPhotos(urls)).resolves.toBeUndefined();
    const gone = await requestApp({ url: urls[0]! });
    expect(gone.status).toBe(404);
  });
});
