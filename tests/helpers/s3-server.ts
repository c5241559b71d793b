import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { FileStorageSettings } from "#server/config";

export type S3Settings = Extract<FileStorageSettings, { driver: "s3" }>;

/**
 * An S3-compatible server on this machine (s3rver, from the npm registry, files in a temporary
 * folder), so the S3 driver is tested without the network. s3rver checks signatures against its
 * fixed S3RVER/S3RVER key pair.
 */
export async function startS3Server(buckets: string[]) {
  const directory = mkdtempSync(path.join(tmpdir(), "s3rver-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  const { port } = await server.run();
  return {
    settings: (bucket: string): S3Settings => ({
      driver: "s3",
      bucket,
      endpoint: `http://127.0.0.1:${port}`,
      region: "us-east-1",
      credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
      forcePathStyle: true,
    }),
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** Settings for an S3 service that does not answer (nothing listens on port 1). */
export const unreachableS3: S3Settings = {
  driver: "s3",
  bucket: "media",
  endpoint: "http://127.0.0.1:1",
  region: "us-east-1",
  credentials: { accessKeyId: "x", secretAccessKey: "y" },
  forcePathStyle: true,
};
