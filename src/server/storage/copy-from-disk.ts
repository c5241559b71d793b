import { readFile } from "node:fs/promises";
import path from "node:path";
import { type FileStorage, VISIBILITIES, type Visibility } from "./file-storage";
import { createLocalDiskStorage } from "./local-disk-storage";

export interface CopyReport {
  /** Per area: files copied, and files the storage already held (a second run copies none). */
  copied: Record<Visibility, number>;
  alreadyThere: Record<Visibility, number>;
}

/**
 * Copies the files under `root` (DATA_DIR/uploads: public and private) into `storage` under the
 * same keys, so every address already saved in the database (`/uploads/<key>` on products, a
 * prescription's key) keeps working. Safe to run again: a key already stored is counted, not copied
 * twice. The files on disk are left in place.
 */
export async function copyFromDisk(root: string, storage: FileStorage): Promise<CopyReport> {
  const disk = createLocalDiskStorage(root);
  const report: CopyReport = { copied: { public: 0, private: 0 }, alreadyThere: { public: 0, private: 0 } };
  for (const visibility of VISIBILITIES) {
    for await (const { key } of disk.list(visibility)) {
      const data = await readFile(path.join(root, visibility, key));
      if (await storage.put(visibility, key, data)) report.copied[visibility]++;
      else report.alreadyThere[visibility]++;
    }
  }
  return report;
}
