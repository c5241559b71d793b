import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import { hashPassword } from "#server/auth/password";
import { sharedSessionSecret } from "#server/auth/shared-secret";
import type { AppConfig } from "#server/config";
import type { Db } from "#server/db/client";
import { people } from "#server/db/schema/people";
import { sessions } from "#server/db/schema/sessions";
import { notFound } from "#server/errors";
import { fileSessionSecret } from "#server/session-secret-file";

/**
 * A one-time link to set a password (issue 47: a new operator's first password). No table: the link
 * names the person and its end, signed with the server's secret over the person's password hash as
 * it is, so setting a password (with it or otherwise) spends it.
 */
export const PASSWORD_LINK_DAYS = 7;
export const PASSWORD_LINK_MESSAGES = {
  invalid: "This link has expired or was already used. Ask the platform's operator for a new one.",
  set: "Your password is set. Sign in with it.",
} as const;

/** The secret every process signs with: SESSION_SECRET, else the one the database (or DATA_DIR) keeps. */
export const signingSecret = (db: Db, config: Pick<AppConfig, "sessionSecret" | "dataDir">) =>
  config.sessionSecret
    ? Promise.resolve(config.sessionSecret)
    : sharedSessionSecret(db, fileSessionSecret(config.dataDir));

const signature = (secret: string, personId: string, until: number, passwordHash: string) =>
  createHmac("sha256", secret)
    .update(`set-password|${personId}|${until}|${createHash("sha256").update(passwordHash).digest("hex")}`)
    .digest("base64url");

export function passwordLinkToken(
  secret: string,
  person: { id: string; password: string },
  nowMs: number,
): string {
  const until = nowMs + PASSWORD_LINK_DAYS * 24 * 60 * 60 * 1000;
  return `${person.id}.${until}.${signature(secret, person.id, until, person.password)}`;
}

/** Sets the password the link is for, once; every session of the person ends with the old one. */
export async function setPasswordWithLink(
  db: Db,
  secret: string,
  token: string,
  password: string,
  nowMs: number,
) {
  const invalid = () => notFound(PASSWORD_LINK_MESSAGES.invalid);
  const [personId, untilText, given] = token.split(".");
  const until = Number(untilText);
  if (
    !personId ||
    !given ||
    !Number.isSafeInteger(until) ||
    until < nowMs ||
    !/^[0-9a-f-]{36}$/.test(personId)
  )
    throw invalid();
  const hash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [person] = await tx.select().from(people).where(eq(people.id, personId)).for("update").limit(1);
    if (!person) throw invalid();
    const expected = Buffer.from(signature(secret, personId, until, person.password));
    const actual = Buffer.from(given);
    if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) throw invalid();
    await tx.update(people).set({ password: hash }).where(eq(people.id, personId));
    await tx.delete(sessions).where(eq(sessions.personId, personId));
  });
}
