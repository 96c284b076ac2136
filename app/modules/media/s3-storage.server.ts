import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client, S3ServiceException } from "@aws-sdk/client-s3";
import type { ListedObject, MediaStorage, StoredObject } from "./media-storage";
import { MEDIA_ROUTE_PREFIX, assertSafeKey, isSafeKey, keyFromMediaPath } from "./media-key";

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** Set for S3-compatible services (R2, Tigris, MinIO); path-style addressing is then used. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Base URL the bucket is served from; without it the app serves objects under /media/. */
  publicUrl?: string;
}

const IMMUTABLE = "public, max-age=31536000, immutable";

export class S3Storage implements MediaStorage {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly publicBase: string | undefined;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.publicBase = options.publicUrl?.replace(/\/+$/, "");
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: Boolean(options.endpoint),
      credentials:
        options.accessKeyId && options.secretAccessKey
          ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
          : undefined,
      // The default checksum mode frames bodies as aws-chunked, which S3-compatible
      // servers may store verbatim instead of the image bytes.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });
  }

  async put(key: string, body: Buffer, contentType: string) {
    assertSafeKey(key);
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentType: contentType, CacheControl: IMMUTABLE }),
    );
  }

  async get(key: string): Promise<StoredObject | null> {
    assertSafeKey(key);
    try {
      const result = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!result.Body) return null;
      const body = Buffer.from(await result.Body.transformToByteArray());
      return { body, contentType: result.ContentType ?? "application/octet-stream" };
    } catch (error) {
      if (error instanceof S3ServiceException && (error.name === "NoSuchKey" || error.$metadata.httpStatusCode === 404)) return null;
      throw error;
    }
  }

  async delete(key: string) {
    assertSafeKey(key);
    // S3 answers a delete of a missing key with success.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  url(key: string) {
    return this.publicBase ? `${this.publicBase}/${key}` : `${MEDIA_ROUTE_PREFIX}${key}`;
  }

  keyForUrl(url: string) {
    if (this.publicBase && url.startsWith(`${this.publicBase}/`)) {
      const key = url.slice(this.publicBase.length + 1);
      return isSafeKey(key) ? key : null;
    }
    return keyFromMediaPath(url);
  }

  async *list(prefix: string): AsyncIterable<ListedObject> {
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }));
      for (const object of page.Contents ?? []) {
        if (object.Key && isSafeKey(object.Key)) yield { key: object.Key, lastModified: object.LastModified ?? new Date(0), size: object.Size ?? 0 };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  /** Closes the client's sockets (tests, scripts). */
  destroy() {
    this.client.destroy();
  }
}
