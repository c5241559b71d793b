import { sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { pendingMigrations } from "#server/db/migration-status";
import { hasWebBuild } from "#server/plugins/web-app";

/** A probe must answer within its own timeout: a database that hangs counts as down. */
const DATABASE_TIMEOUT_MS = 2000;

export type CheckName = "database" | "migrations" | "webBuild";

export interface Readiness {
  ready: boolean;
  /** "ok", or what is wrong, in words an operator can act on (no error details: the probe is public). */
  checks: Record<CheckName, string>;
  failed: CheckName[];
}

function withinTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("timed out")), DATABASE_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Whether this process can serve its users: database up, schema current, web app built. */
export async function readiness(db: Db, webDir: string): Promise<Readiness> {
  const checks: Record<CheckName, string> = { database: "ok", migrations: "ok", webBuild: "ok" };
  try {
    await withinTimeout(db.execute(sql`select 1`));
    const pending = await withinTimeout(pendingMigrations(db));
    if (pending > 0) checks.migrations = `${pending} migration(s) not applied`;
  } catch {
    checks.database = "unreachable";
    checks.migrations = "unknown: the database is unreachable";
  }
  if (!hasWebBuild(webDir)) checks.webBuild = "missing: run npm run build";
  const failed = (Object.keys(checks) as CheckName[]).filter((name) => checks[name] !== "ok");
  return { ready: failed.length === 0, checks, failed };
}
