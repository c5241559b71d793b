import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  paginateListObjectsV2,
  S3Client,
} from "@aws-sdk/client-s3";
import type { FileStorageSettings } from "#server/config";
import { contentTypeOf, type FileStorage, STORAGE_KEY_PATTERN, type Visibility } from "./file-storage";

type S3Settings = Extract<FileStorageSettings, { driver: "s3" }>;

const isNotFound = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === "NoSuchKey" || e.name === "NotFound" || e.$metadata?.httpStatusCode === 404;
};

/**
 * Files as objects `public/<key>` and `private/<key>` in one bucket of Amazon S3 or an
 * S3-compatible service. The bucket stays private: the app serves public files itself, with its
 * cache headers, so no object needs a public ACL. An object's LastModified is when it was last stored.
 */
export function createS3Storage(settings: S3Settings): FileStorage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Many S3-compatible services refuse the checksums the SDK now adds by default.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    // A storage that is down should answer the upload with a 503 soon, not after minutes.
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 3000, requestTimeout: 30_000 },
  });
  const Bucket = settings.bucket;
  const objectKey = (visibility: Visibility, key: string) => `${visibility}/${key}`;

  async function storedAt(visibility: Visibility, key: string): Promise<Date | null> {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(visibility, key) }));
      return head.LastModified ?? new Date(0);
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  return {
    driver: "s3",
    description: `the S3 bucket ${Bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ""}`,

    async put(visibility, key, data) {
      if (!STORAGE_KEY_PATTERN.test(key)) throw new Error(`Invalid storage key: ${key}`);
      const existed = (await storedAt(visibility, key)) !== null;
      // Written again even when there (same bytes): that is what refreshes LastModified.
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: objectKey(visibility, key),
          Body: data,
          ContentType: contentTypeOf(key),
          ContentLength: data.length,
        }),
      );
      return !existed;
    },

    async open(visibility, key) {
      if (!STORAGE_KEY_PATTERN.test(key)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(visibility, key) }));
        return { stream: object.Body as Readable, size: object.ContentLength ?? 0 };
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
    },

    async remove(visibility, key, { storedBefore } = {}) {
      if (!STORAGE_KEY_PATTERN.test(key)) return;
      if (storedBefore) {
        const at = await storedAt(visibility, key);
        if (!at || at >= storedBefore) return;
      }
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(visibility, key) }));
    },

    async *list(visibility) {
      const prefix = `${visibility}/`;
      for await (const page of paginateListObjectsV2({ client }, { Bucket, Prefix: prefix })) {
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(prefix.length) ?? "";
          if (STORAGE_KEY_PATTERN.test(key)) yield { key, storedAt: object.LastModified ?? new Date(0) };
        }
      }
    },
  };
}
