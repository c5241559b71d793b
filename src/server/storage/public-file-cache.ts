import { Readable } from "node:stream";
import { LRUCache } from "lru-cache";
import type { FileStorage } from "./file-storage";

/** Bytes of public files one process keeps in memory (PostgreSQL and S3 drivers). */
export const PUBLIC_FILE_CACHE_BYTES = 64 * 1024 * 1024;

/**
 * Keeps recently served public files (images, logos) in memory, bounded by their bytes. Safe for
 * ever: the bytes under a key never change. Without it every image request on PostgreSQL reads the
 * file from the database again (docs/decisions/0022 has the figures). Private files (prescriptions)
 * are never kept: they are rarely read, and health data should not linger in memory.
 */
export function cachingPublicFiles(storage: FileStorage, maxBytes = PUBLIC_FILE_CACHE_BYTES): FileStorage {
  const cache = new LRUCache<string, Buffer>({
    maxSize: maxBytes,
    sizeCalculation: (data) => data.length || 1,
  });
  return {
    ...storage,
    async open(visibility, key) {
      if (visibility !== "public") return storage.open(visibility, key);
      const cached = cache.get(key);
      if (cached) return { stream: Readable.from([cached]), size: cached.length };
      const file = await storage.open(visibility, key);
      if (!file) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of file.stream) chunks.push(Buffer.from(chunk));
      const data = Buffer.concat(chunks);
      cache.set(key, data);
      return { stream: Readable.from([data]), size: data.length };
    },
    async remove(visibility, key, options) {
      if (visibility === "public") cache.delete(key);
      await storage.remove(visibility, key, options);
    },
    list: (visibility) => storage.list(visibility),
  };
}
