import path from "node:path";
import { parseFileStorage } from "#server/config";
import { type BackupTarget, createBackup, defaultBackupName } from "./create-backup";
import { BackupError } from "./manifest";
import { restoreBackup } from "./restore-backup";

/**
 * `npm run backup [FILE]` and `npm run restore FILE`: the database the server uses (DATABASE_URL,
 * else DATA_DIR's PGlite) and its uploaded files (FILE_STORAGE), to and from one archive. DATA_DIR,
 * DATABASE_URL, FILE_STORAGE and the S3_* settings are read as the server reads them; nothing else
 * of the server's settings is needed.
 * Every failure is one clear line and exit code 1, never a stack trace.
 */
async function main([command, file, ...rest]: string[]): Promise<number> {
  let target: BackupTarget;
  try {
    target = {
      dataDir: path.resolve(process.env.DATA_DIR || "./data"),
      databaseUrl: process.env.DATABASE_URL || undefined,
      fileStorage: parseFileStorage(process.env),
    };
  } catch (err) {
    console.error((err as Error).message);
    return 1;
  }
  // npm runs scripts in the package's folder; INIT_CWD is the operator's, where FILE is meant.
  const inOperatorsFolder = (name: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), name);
  try {
    if (command === "backup" && rest.length === 0) {
      const made = await createBackup(target, inOperatorsFolder(file ?? defaultBackupName()));
      console.log(`Backup written to ${made.file} (${formatSize(made.size)}).`);
      return 0;
    }
    if (command === "restore" && file && rest.length === 0) {
      const manifest = await restoreBackup(target, inOperatorsFolder(file));
      const into = target.databaseUrl ? "the database at DATABASE_URL" : target.dataDir;
      console.log(`Restored the backup of ${manifest.createdAt} into ${into}.`);
      return 0;
    }
    throw new BackupError("Usage: npm run backup [FILE]  |  npm run restore FILE");
  } catch (err) {
    const known = err instanceof BackupError;
    console.error(known ? (err as Error).message : `The ${command} failed: ${(err as Error).message ?? err}`);
    return 1;
  }
}

function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}

process.exitCode = await main(process.argv.slice(2));
