import { existsSync } from "node:fs";
import path from "node:path";

/** Where PGlite keeps a DATA_DIR's database. */
export const pgliteDirOf = (dataDir: string) => path.join(dataDir, "pglite");

/**
 * Why a command run beside the server must not open DATA_DIR's PGlite database, or null when it may.
 * Opening a DATA_DIR that holds no database would create an empty one. PGlite writes postmaster.pid
 * while a process has the data open and removes it on closing; a second process writing the same
 * files would corrupt them. Its pid is always -42, so it cannot tell a running server from one that
 * crashed: the operator is told both ways out.
 */
export function pgliteDirProblem(dataDir: string, action = "run the command"): string | null {
  const pgliteDir = pgliteDirOf(dataDir);
  if (!existsSync(pgliteDir)) {
    return `No database at ${pgliteDir}. Set DATA_DIR (or DATABASE_URL) as the server has it.`;
  }
  const openMarker = path.join(pgliteDir, "postmaster.pid");
  if (existsSync(openMarker)) {
    return (
      `The database in ${dataDir} is open in another process: stop the server, then ${action}. ` +
      `If no server is running (it stopped without closing the database), delete ${openMarker} and ${action} again.`
    );
  }
  return null;
}
