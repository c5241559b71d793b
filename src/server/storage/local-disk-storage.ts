import { randomBytes } from "node:crypto";
import {
  type FileHandle,
  link,
  mkdir,
  open as openFile,
  readdir,
  rm,
  stat,
  utimes,
  writeFile,
} from "node:fs/promises";
import path from "node:path";
import { type FileStorage, STORAGE_KEY_PATTERN, type StoredFile, type Visibility } from "./file-storage";

const isMissing = (err: unknown) => (err as NodeJS.ErrnoException).code === "ENOENT";

/**
 * Files under `<root>/public` and `<root>/private` (root is DATA_DIR/uploads): one process's disk.
 * Keys are checked against a strict pattern before they touch the file system, so no path traversal.
 * A file's modification time is when it was last stored.
 */
export function createLocalDiskStorage(root: string): FileStorage {
  const folder = (visibility: Visibility) => path.join(root, visibility);
  const fileFor = (visibility: Visibility, key: string) =>
    STORAGE_KEY_PATTERN.test(key) ? path.join(folder(visibility), key) : null;

  return {
    driver: "disk",
    description: `the local disk (${root})`,

    async put(visibility, key, data) {
      const file = fileFor(visibility, key);
      if (!file) throw new Error(`Invalid storage key: ${key}`);
      await mkdir(folder(visibility), { recursive: true });
      // Written aside, then linked into place: a reader never sees half a file, and link() refuses
      // to replace a file that is there (two uploads of the same picture at once).
      const partial = path.join(folder(visibility), `.${randomBytes(8).toString("hex")}.partial`);
      await writeFile(partial, data, { mode: 0o644 });
      try {
        await link(partial, file);
        return true;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
        const now = new Date();
        await utimes(file, now, now);
        return false;
      } finally {
        await rm(partial, { force: true });
      }
    },

    async open(visibility, key): Promise<StoredFile | null> {
      const file = fileFor(visibility, key);
      if (!file) return null;
      // Opened before it is answered for: a stream made from the path opens it a moment later, and a
      // file removed in between (an image replaced while it is shown) failed the stream with no one
      // listening yet, which ended the process. An open file reads to its end even once removed.
      let handle: FileHandle;
      try {
        handle = await openFile(file, "r");
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
      try {
        const info = await handle.stat();
        if (!info.isFile()) {
          await handle.close();
          return null;
        }
        return { stream: handle.createReadStream(), size: info.size };
      } catch (err) {
        await handle.close();
        throw err;
      }
    },

    async remove(visibility, key, { storedBefore } = {}) {
      const file = fileFor(visibility, key);
      if (!file) return;
      if (storedBefore) {
        try {
          if ((await stat(file)).mtime >= storedBefore) return;
        } catch (err) {
          if (isMissing(err)) return;
          throw err;
        }
      }
      await rm(file, { force: true });
    },

    async *list(visibility) {
      let names: string[];
      try {
        names = await readdir(folder(visibility));
      } catch (err) {
        if (isMissing(err)) return;
        throw err;
      }
      for (const key of names) {
        if (!STORAGE_KEY_PATTERN.test(key)) continue;
        try {
          yield { key, storedAt: (await stat(path.join(folder(visibility), key))).mtime };
        } catch (err) {
          if (!isMissing(err)) throw err; // removed meanwhile
        }
      }
    },
  };
}
