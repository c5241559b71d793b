import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { ZLoginRequest } from "#contracts/auth";
import type { TPlatformRole } from "#contracts/staff";
import { hashPassword } from "#server/auth/password";
import { people } from "#server/db/schema/people";
import { sessions } from "#server/db/schema/sessions";
import { announceSessionsEnded } from "#server/events/session-ends";
import { recordOperatorAction } from "#server/modules/admin/service";
import { passwordLinkToken, signingSecret } from "#server/modules/auth/service";
import { type AdminContext, AdminError, normalise } from "./merchant-commands";

/**
 * `operator add EMAIL --role operator|support` (issue 47 item 1): an existing person keeps their
 * password and gains the role; anyone else is created with a one-time link to set theirs (7 days).
 * Either way their next sign-in lands on /admin; their open sessions end, so none keeps a store's.
 */
export async function addOperator(
  context: AdminContext,
  rawEmail: string,
  role: TPlatformRole,
): Promise<string[]> {
  const { db, events } = context;
  // Read as sign-up reads an email (trimmed, lower case, a real address).
  const parsed = ZLoginRequest.shape.email.safeParse(rawEmail);
  if (!parsed.success) throw new AdminError(`"${rawEmail}" is not an email address.`);
  const email = parsed.data;
  const [existing] = await db.select().from(people).where(eq(people.email, email)).limit(1);
  if (existing) {
    await db.transaction(async (tx) => {
      await tx.update(people).set({ platformRole: role }).where(eq(people.id, existing.id));
      await tx.delete(sessions).where(eq(sessions.personId, existing.id));
      await recordOperatorAction(tx, "command line", { action: "operator-add", details: { email, role } });
    });
    await announceSessionsEnded(events, { personId: existing.id });
    return [
      `${email} is now ${role === "operator" ? "an operator" : "support"}: they sign in at /auth with their own password and land on /admin.`,
    ];
  }
  // A password nobody knows until the link sets one.
  const password = await hashPassword(randomBytes(24).toString("base64url"));
  const person = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(people)
      .values({ email, password, name: email.split("@")[0]!, platformRole: role })
      .returning();
    await recordOperatorAction(tx, "command line", { action: "operator-add", details: { email, role } });
    return row!;
  });
  const token = passwordLinkToken(await signingSecret(db, context), person, Date.now());
  const origin = context.publicUrl ?? "http://localhost:3000";
  return [
    `Created ${email} as ${role === "operator" ? "an operator" : "support"}. Send them this link to set their password (works once, for 7 days):`,
    `${origin}/set-password/${token}`,
  ];
}

/** `operator remove EMAIL`: the role goes, and with it every console session of theirs, at once. */
export async function removeOperator(context: AdminContext, rawEmail: string): Promise<string[]> {
  const { db, events } = context;
  const email = normalise(rawEmail);
  const [person] = await db.select().from(people).where(eq(people.email, email)).limit(1);
  if (!person?.platformRole) throw new AdminError(`No operator has the email "${rawEmail}".`);
  await db.transaction(async (tx) => {
    await tx.update(people).set({ platformRole: null }).where(eq(people.id, person.id));
    await recordOperatorAction(tx, "command line", {
      action: "operator-remove",
      details: { email, role: person.platformRole },
    });
  });
  await announceSessionsEnded(events, { personId: person.id });
  return [
    `${email} is no longer ${person.platformRole === "operator" ? "an operator" : "support"}: the console is closed to them.`,
  ];
}
