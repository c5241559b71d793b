import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { BackupError } from "./manifest";

/**
 * Runs pg_dump or pg_restore. Their own error text says what is wrong (a refused connection, an
 * unknown database), so it becomes the one line the operator sees.
 */
export async function runPgTool(tool: "pg_dump" | "pg_restore", args: string[]): Promise<void> {
  try {
    await promisify(execFile)(tool, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (err) {
    const failed = err as NodeJS.ErrnoException & { stderr?: string };
    if (failed.code === "ENOENT") {
      throw new BackupError(`${tool} is not installed: install the PostgreSQL client tools.`);
    }
    const reason = (failed.stderr ?? failed.message).trim().split("\n")[0];
    throw new BackupError(`${tool} failed: ${reason}`);
  }
}
