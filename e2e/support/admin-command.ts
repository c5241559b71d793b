import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { DataLocation } from "./data-templates";

/** The built admin command beside the built server (`npm run admin` runs the same file). */
const ADMIN_ENTRY = path.join(
  path.dirname(
    process.env.E2E_SERVER_ENTRY ?? path.resolve(import.meta.dirname, "../../dist/server/main.js"),
  ),
  "admin.js",
);

/**
 * `npm run admin -- …args` on a test's data, as an operator at a shell runs it while no server
 * holds it (PGlite allows one process per folder): startOnTemplate's `before`.
 */
export async function adminCommand(data: DataLocation, args: string[]): Promise<string> {
  const { DATABASE_URL: _, ...inherited } = process.env;
  const scratch = mkdtempSync(path.join(tmpdir(), "storefront-admin-"));
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [ADMIN_ENTRY, ...args], {
      env: { ...inherited, DATA_DIR: scratch, LOG_LEVEL: "warn", ...data },
    });
    return stdout;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
