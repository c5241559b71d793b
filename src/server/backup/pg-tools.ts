import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { BackupError } from "./manifest";

/**
 * Runs pg_dump or pg_restore against the database at `url`. The password travels in PGPASSWORD, not
 * on the command line, where any user of the machine could read it in the process list. The tools'
 * own error text says what is wrong (a refused connection, an unknown database), so its first line
 * becomes the one line the operator sees.
 */
export async function runPgTool(tool: "pg_dump" | "pg_restore", url: string, args: string[]): Promise<void> {
  const withoutPassword = new URL(url);
  const password = decodeURIComponent(withoutPassword.password);
  withoutPassword.password = "";
  const env = password ? { ...process.env, PGPASSWORD: password } : process.env;
  try {
    await promisify(execFile)(tool, [...args, `--dbname=${withoutPassword}`], {
      env,
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (err) {
    const failed = err as NodeJS.ErrnoException & { stderr?: string };
    if (failed.code === "ENOENT") {
      throw new BackupError(`${tool} is not installed: install the PostgreSQL client tools.`);
    }
    const reason = (failed.stderr || failed.message).trim().split("\n")[0];
    throw new BackupError(`${tool} failed: ${reason}`);
  }
}
