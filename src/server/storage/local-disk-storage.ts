import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, open, rm, stat } from "node:fs/promises";
import path from "node:path";
import { type FileStorage, STORAGE_KEY_PATTERN, type StoredFile, type Visibility } from "./file-storage";

/**
 * Files under `<root>/public` and `<root>/private` (root is DATA_DIR/uploads). Keys are random
 * and checked against a strict pattern before they touch the file system, so no path traversal.
 */
export function createLocalDiskStorage(root: string): FileStorage {
  const folder = (visibility: Visibility) => path.join(root, visibility);
  const fileFor = (visibility: Visibility, key: string) =>
    STORAGE_KEY_PATTERN.test(key) ? path.join(folder(visibility), key) : null;

  return {
    async save(visibility, data, extension) {
      const ext = extension.toLowerCase().replace(/^\./, "");
      const key = `${randomBytes(16).toString("hex")}.${ext}`;
      const file = fileFor(visibility, key);
      if (!file) throw new Error(`Invalid file extension: ${extension}`);
      await mkdir(folder(visibility), { recursive: true });
      // "wx": never overwrite, even in the astronomically unlikely case of a repeated key.
      const handle = await open(file, "wx", 0o644);
      try {
        await handle.writeFile(data);
      } finally {
        await handle.close();
      }
      return key;
    },

    async open(visibility, key): Promise<StoredFile | null> {
      const file = fileFor(visibility, key);
      if (!file) return null;
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        return { stream: createReadStream(file), size: info.size };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw err;
      }
    },

    async remove(visibility, key) {
      const file = fileFor(visibility, key);
      if (file) await rm(file, { force: true });
    },
  };
}
