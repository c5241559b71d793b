import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { appSecrets } from "#server/db/schema/app-secrets";

const SESSION_SECRET_NAME = "session";

/**
 * The signing secret every process on one PostgreSQL database shares. The first process to start
 * stores one (the DATA_DIR's old secret when it had one, so open tabs keep their tokens across the
 * upgrade); every other reads that one. ON CONFLICT makes processes starting together agree.
 */
export async function sharedSessionSecret(db: Db, adopt: string | null): Promise<string> {
  await db
    .insert(appSecrets)
    .values({ name: SESSION_SECRET_NAME, value: adopt ?? randomBytes(32).toString("hex") })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, SESSION_SECRET_NAME));
  if (!row) throw new Error("The shared session secret could not be stored");
  return row.value;
}
