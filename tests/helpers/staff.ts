import type { FastifyInstance } from "fastify";
import type { TPlatformRole, TRole } from "#contracts/staff";
import { hashPassword } from "#server/auth/password";
import type { Db } from "#server/db/client";
import { memberships } from "#server/db/schema/memberships";
import { people } from "#server/db/schema/people";
import { TestClient } from "./test-app";

export const MEMBER_PASSWORD = "secret123";
let hashed: Promise<string> | undefined;
let counter = 0;

/**
 * A person with `role` in the store, signed in (issue 43): rows inserted directly (no invite), then
 * a real sign-in through the API. The password hash is made once per file: argon2 is slow on purpose.
 */
export async function addMember(
  app: FastifyInstance,
  db: Db,
  merchantId: string,
  role: TRole,
): Promise<{ client: TestClient; personId: string; email: string }> {
  hashed ??= hashPassword(MEMBER_PASSWORD);
  const email = `${role}-${Date.now().toString(36)}-${++counter}@staff.example.com`;
  const [person] = await db
    .insert(people)
    .values({ email, password: await hashed, name: `${role} member ${counter}` })
    .returning({ id: people.id });
  await db.insert(memberships).values({ personId: person!.id, merchantId, role });
  const client = new TestClient(app);
  const res = await client.post("/api/login", { email, password: MEMBER_PASSWORD });
  if (res.statusCode !== 200) throw new Error(`member sign-in failed: ${res.statusCode} ${res.body}`);
  return { client, personId: person!.id, email };
}

/** A person with a platform role (issue 47), signed in to the console through the API. */
export async function addOperator(
  app: FastifyInstance,
  db: Db,
  platformRole: TPlatformRole,
): Promise<{ client: TestClient; personId: string; email: string }> {
  hashed ??= hashPassword(MEMBER_PASSWORD);
  const email = `${platformRole}-${Date.now().toString(36)}-${++counter}@platform.example.com`;
  const [person] = await db
    .insert(people)
    .values({ email, password: await hashed, name: `${platformRole} ${counter}`, platformRole })
    .returning({ id: people.id });
  const client = new TestClient(app);
  const res = await client.post("/api/login", { email, password: MEMBER_PASSWORD });
  if (res.statusCode !== 200) throw new Error(`operator sign-in failed: ${res.statusCode} ${res.body}`);
  return { client, personId: person!.id, email };
}
