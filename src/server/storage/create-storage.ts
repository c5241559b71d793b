import path from "node:path";
import type { AppConfig } from "#server/config";
import type { Db } from "#server/db/client";
import { AppError } from "#server/errors";
import type { FileStorage } from "./file-storage";
import { createLocalDiskStorage } from "./local-disk-storage";
import { createPostgresStorage } from "./postgres-storage";
import { createS3Storage } from "./s3-storage";

export const STORAGE_UNAVAILABLE = "File storage is unavailable. Please try again in a moment.";

/** The app's one file storage, as FILE_STORAGE chooses (config.ts's parseConfig). */
export function createStorage(config: Pick<AppConfig, "dataDir" | "fileStorage">, db: Db): FileStorage {
  const settings = config.fileStorage;
  // Public files are kept in memory in front of any driver by the app (public-files.ts).
  const driver =
    settings.driver === "s3"
      ? createS3Storage(settings)
      : settings.driver === "postgres"
        ? createPostgresStorage(db)
        : createLocalDiskStorage(path.join(config.dataDir, "uploads"));
  return answeringUnavailable(driver);
}

/**
 * A storage whose backend fails (S3 unreachable, the database down, a full disk) answers the request
 * with a 503 and a message to try again, and the cause goes to the log: never a bare 500.
 */
function answeringUnavailable(storage: FileStorage): FileStorage {
  const unavailable = (err: unknown) =>
    err instanceof AppError ? err : new AppError("UNAVAILABLE", STORAGE_UNAVAILABLE, { cause: err });
  return {
    driver: storage.driver,
    description: storage.description,
    put: (...args) => storage.put(...args).catch((err) => Promise.reject(unavailable(err))),
    open: (...args) => storage.open(...args).catch((err) => Promise.reject(unavailable(err))),
    remove: (...args) => storage.remove(...args).catch((err) => Promise.reject(unavailable(err))),
    async *list(visibility) {
      try {
        yield* storage.list(visibility);
      } catch (err) {
        throw unavailable(err);
      }
    },
  };
}
