import path from "node:path";
import { type CliIo, configOrRefusal } from "#server/cli-io";
import { type BackupTarget, createBackup, defaultBackupName } from "./create-backup";
import { BackupError } from "./manifest";
import { restoreBackup } from "./restore-backup";

/**
 * `npm run backup [FILE]` and `npm run restore FILE` (cli.ts runs it with the process's own
 * environment and streams): the database the server uses (DATABASE_URL, else DATA_DIR's PGlite) and
 * its uploaded files (FILE_STORAGE), to and from one archive. The settings are read and refused as
 * the server reads and refuses them.
 * Every failure is one clear line and exit code 1, never a stack trace.
 */
export async function runBackup([command, file, ...rest]: string[], io: CliIo): Promise<number> {
  const config = configOrRefusal(io);
  if (!config) return 1;
  const target: BackupTarget = {
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    fileStorage: config.fileStorage,
  };
  // npm runs scripts in the package's folder; INIT_CWD is the operator's, where FILE is meant.
  const inOperatorsFolder = (name: string) => path.resolve(io.env.INIT_CWD ?? process.cwd(), name);
  try {
    if (command === "backup" && rest.length === 0) {
      const made = await createBackup(target, inOperatorsFolder(file ?? defaultBackupName()));
      io.stdout.write(`Backup written to ${made.file} (${formatSize(made.size)}).\n`);
      return 0;
    }
    if (command === "restore" && file && rest.length === 0) {
      const manifest = await restoreBackup(target, inOperatorsFolder(file));
      const into = target.databaseUrl ? "the database at DATABASE_URL" : target.dataDir;
      io.stdout.write(`Restored the backup of ${manifest.createdAt} into ${into}.\n`);
      return 0;
    }
    throw new BackupError("Usage: npm run backup [FILE]  |  npm run restore FILE");
  } catch (err) {
    const known = err instanceof BackupError;
    const message = known
      ? (err as Error).message
      : `The ${command} failed: ${(err as Error).message ?? err}`;
    io.stderr.write(`${message}\n`);
    return 1;
  }
}

function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}
