import path from "node:path";
import type { AppConfig } from "#server/config";
import type { FileStorage } from "./file-storage";
import { createLocalDiskStorage } from "./local-disk-storage";

/** The app's one file storage: today the local disk under DATA_DIR/uploads (an S3 driver would fit here). */
export function createStorage(config: Pick<AppConfig, "dataDir">): FileStorage {
  return createLocalDiskStorage(path.join(config.dataDir, "uploads"));
}
