// A local S3-compatible server (s3rver) on a free loopback port, for storage tests.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";

// s3rver checks signatures against these fixed credentials.
export const LOCAL_S3_CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" } as const;

export interface LocalS3 {
  endpoint: string;
  bucket: string;
  listKeys(): Promise<string[]>;
  stop(): Promise<void>;
}

export async function startLocalS3(bucket = "ridemarket-test"): Promise<LocalS3> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), "ridemarket-s3-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ region: "us-east-1", endpoint, forcePathStyle: true, credentials: LOCAL_S3_CREDENTIALS });
  return {
    endpoint,
    bucket,
    async listKeys() {
      const result = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (result.Contents ?? []).map((o) => o.Key!).sort();
    },
    async stop() {
      client.destroy();
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
