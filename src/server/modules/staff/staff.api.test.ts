import { and, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { forbiddenMessage, INVITE_DAYS, STAFF_MESSAGES, type TRole } from "#contracts/staff";
import type { Db } from "#server/db/client";
import { auditLog } from "#server/db/schema/audit-log";
import { mailOutbox } from "#server/db/schema/mail-outbox";
import { memberships } from "#server/db/schema/memberships";
import { staffInvites } from "#server/db/schema/staff-invites";
import { createMailWorker } from "#server/modules/mail/service";
import { describeOnDrivers } from "#tests/helpers/api-suite";
import { addMember, MEMBER_PASSWORD } from "#tests/helpers/staff";
import { registerMerchant, TestClient } from "#tests/helpers/test-app";
import { ACCEPT_MESSAGES } from "./invites";

const DAY_MS = 24 * 60 * 60 * 1000;
let clock = Date.now();
let counter = 0;
const freshEmail = () => `invitee-${Date.now().toString(36)}-${++counter}@staff.example.com`;
const tokenOf = (url: string) => url.split("/invite/")[1]!;

const staffSummaries = async (db: Db, merchantId: string) =>
  (
    await db
      .select({ summary: auditLog.summary })
      .from(auditLog)
      .where(and(eq(auditLog.merchantId, merchantId), eq(auditLog.kind, "staff")))
  ).map((row) => row.summary);

describeOnDrivers(
  "staff and invites (issue 43)",
  { now: () => clock, config: { mail: { smtpUrl: "smtp://127.0.0.1:1", from: "shop@example.com" } } },
  (t) => {
    let owner: Awaited<ReturnType<typeof registerMerchant>>;
    let storeName: string;
    beforeAll(async () => {
      owner = await registerMerchant(t.app);
      storeName = (await owner.client.get("/api/user")).json().businessName;
    });

    async function invite(client: TestClient, email: string, role: TRole = "kitchen") {
      const res = await client.post("/api/staff/invites", { email, role });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { id: string; url: string; expiresAt: string };
    }

    it("invites by link, mails it, and a new person accepts it once into the store with the role", async () => {
      const email = freshEmail();
      const created = await invite(owner.client, email.toUpperCase());
      expect(created.url).toMatch(/^http:\/\/localhost(:\d+)?\/invite\/[A-Za-z0-9_-]{43}$/);
      expect(new Date(created.expiresAt).getTime()).toBe(clock + INVITE_DAYS * DAY_MS);
      // Only the token's hash is kept.
      const [stored] = await t.database.db.select().from(staffInvites).where(eq(staffInvites.id, created.id));
      expect(stored!.tokenHash).not.toContain(tokenOf(created.url));
      expect(stored!.email).toBe(email);

      // Mailed (mail is set up here): the link, the store's name and the role.
      const [mail] = await t.database.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.kind, "staff_invite"), eq(mailOutbox.recipient, email)));
      expect(mail).toMatchObject({
        merchantId: owner.merchant.id,
        orderId: null,
        payload: { role: "kitchen" },
      });
      // The worker sends it like any other (rendered by render/invite-mail.ts).
      const sent: { to: string; subject: string; text: string }[] = [];
      const worker = createMailWorker({
        db: t.database.db,
        storage: t.storage,
        transport: { send: async (m) => void sent.push(m), close: () => {} },
      });
      await worker.drain();
      const invited = sent.find((m) => m.to === email);
      expect(invited?.subject).toBe(`You're invited to join ${storeName} on Storefront`);
      expect(invited?.text).toContain(created.url);
      expect(invited?.text).toContain("as Kitchen");

      const list = (await owner.client.get("/api/staff")).json();
      expect(list.invites).toEqual([
        expect.objectContaining({ id: created.id, email, role: "kitchen", expiresAt: created.expiresAt }),
      ]);
      expect(list.members).toEqual([
        expect.objectContaining({ email: owner.merchant.email, role: "owner", isYou: true }),
      ]);

      const again = await owner.client.post("/api/staff/invites", { email, role: "orders" });
      expect([again.statusCode, again.json().message]).toEqual([409, STAFF_MESSAGES.invitePending]);
      const member = await owner.client.post("/api/staff/invites", {
        email: owner.merchant.email,
        role: "orders",
      });
      expect([member.statusCode, member.json().message]).toEqual([409, STAFF_MESSAGES.alreadyMember]);

      const phone = new TestClient(t.app);
      const preview = await phone.get(`/api/invites/${tokenOf(created.url)}`);
      expect(preview.statusCode).toBe(200);
      expect(preview.json()).toEqual({
        businessName: storeName,
        email,
        role: "kitchen",
        expiresAt: created.expiresAt,
        hasAccount: false,
      });

      const noName = await phone.post(`/api/invites/${tokenOf(created.url)}/accept`, {
        password: "kitchen123",
      });
      expect([noName.statusCode, noName.json().message]).toEqual([400, STAFF_MESSAGES.name]);

      const accepted = await phone.post(`/api/invites/${tokenOf(created.url)}/accept`, {
        name: "Luca",
        password: "kitchen123",
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(accepted.json()).toMatchObject({
        id: owner.merchant.id,
        role: "kitchen",
        permissions: ["account.self", "orders.view", "orders.update"],
        person: { name: "Luca", email },
      });
      // Signed in there: the session is the kitchen member's.
      expect((await phone.get("/api/user")).json().role).toBe("kitchen");
      const signIn = await new TestClient(t.app).post("/api/login", { email, password: "kitchen123" });
      expect(signIn.statusCode).toBe(200);

      const twice = await new TestClient(t.app).post(`/api/invites/${tokenOf(created.url)}/accept`, {
        name: "Someone",
        password: "other123",
      });
      expect([twice.statusCode, twice.json().message]).toEqual([409, STAFF_MESSAGES.inviteUsed]);
      const usedPreview = await new TestClient(t.app).get(`/api/invites/${tokenOf(created.url)}`);
      expect([usedPreview.statusCode, usedPreview.json().message]).toEqual([409, STAFF_MESSAGES.inviteUsed]);

      const after = (await owner.client.get("/api/staff")).json();
      expect(after.invites).toEqual([]);
      expect(after.members).toContainEqual(
        expect.objectContaining({ name: "Luca", email, role: "kitchen", isYou: false }),
      );
      expect(await staffSummaries(t.database.db, owner.merchant.id)).toEqual(
        expect.arrayContaining([`Invited ${email} as Kitchen`, `Luca (${email}) joined as Kitchen`]),
      );
    });

    it("someone with an account accepts into it: signed in as them, or with their password", async () => {
      const other = await registerMerchant(t.app);
      const created = await invite(owner.client, other.merchant.email, "manager");
      const token = tokenOf(created.url);
      const stranger = new TestClient(t.app);
      expect((await stranger.get(`/api/invites/${token}`)).json().hasAccount).toBe(true);

      const noPassword = await stranger.post(`/api/invites/${token}/accept`, {});
      expect([noPassword.statusCode, noPassword.json().message]).toEqual([
        401,
        ACCEPT_MESSAGES.signIn(other.merchant.email),
      ]);
      const wrong = await stranger.post(`/api/invites/${token}/accept`, { password: "wrong-one" });
      expect([wrong.statusCode, wrong.json().message]).toEqual([401, ACCEPT_MESSAGES.wrongPassword]);
      // Somebody else signed in is not the invite's person either.
      const someoneElse = await addMember(t.app, t.database.db, owner.merchant.id, "orders");
      expect((await someoneElse.client.post(`/api/invites/${token}/accept`)).statusCode).toBe(401);

      const accepted = await other.client.post(`/api/invites/${token}/accept`);
      expect(accepted.statusCode, accepted.body).toBe(200);
      const user = accepted.json();
      expect(user).toMatchObject({ id: owner.merchant.id, role: "manager" });
      expect(user.stores.map((s: { merchantId: string }) => s.merchantId).sort()).toEqual(
        [owner.merchant.id, other.merchant.id].sort(),
      );
    });

    it("accepts with the account's password from a signed-out browser", async () => {
      const other = await registerMerchant(t.app);
      const created = await invite(owner.client, other.merchant.email, "orders");
      const res = await new TestClient(t.app).post(`/api/invites/${tokenOf(created.url)}/accept`, {
        password: "secret123",
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ id: owner.merchant.id, role: "orders" });
    });

    it("expires after 7 days by the app's clock", async () => {
      const email = freshEmail();
      const created = await invite(owner.client, email);
      const token = tokenOf(created.url);
      clock += INVITE_DAYS * DAY_MS + 1000;
      try {
        const preview = await new TestClient(t.app).get(`/api/invites/${token}`);
        expect([preview.statusCode, preview.json().message]).toEqual([404, STAFF_MESSAGES.inviteExpired]);
        const accept = await new TestClient(t.app).post(`/api/invites/${token}/accept`, {
          name: "Late",
          password: "late1234",
        });
        expect([accept.statusCode, accept.json().message]).toEqual([404, STAFF_MESSAGES.inviteExpired]);
        const list = (await owner.client.get("/api/staff")).json();
        expect(list.invites.map((i: { email: string }) => i.email)).not.toContain(email);
        // No longer waiting: a new invite may go.
        await invite(owner.client, email);
      } finally {
        clock -= INVITE_DAYS * DAY_MS + 1000;
      }
    });

    it("withdraws an invite: its link stops working; another store's invite is a 404", async () => {
      const created = await invite(owner.client, freshEmail(), "orders");
      const other = await registerMerchant(t.app);
      const theirs = await other.client.delete(`/api/staff/invites/${created.id}`);
      expect([theirs.statusCode, theirs.json().message]).toEqual([404, STAFF_MESSAGES.inviteNotFound]);
      expect((await owner.client.delete(`/api/staff/invites/${created.id}`)).statusCode).toBe(200);
      const again = await owner.client.delete(`/api/staff/invites/${created.id}`);
      expect([again.statusCode, again.json().message]).toEqual([404, STAFF_MESSAGES.inviteNotFound]);
      const accept = await new TestClient(t.app).post(`/api/invites/${tokenOf(created.url)}/accept`, {
        name: "Too late",
        password: "late1234",
      });
      expect([accept.statusCode, accept.json().message]).toEqual([404, STAFF_MESSAGES.inviteExpired]);
    });

    it("changes a role and removes a member, ending their sessions in the store at once", async () => {
      const member = await addMember(t.app, t.database.db, owner.merchant.id, "kitchen");
      const id = (await memberIdOf(t.database.db, owner.merchant.id, member.personId))!;
      const changed = await owner.client.put(`/api/staff/${id}`, { role: "orders" });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json()).toMatchObject({ id, role: "orders", email: member.email });
      // Their session held the old role: it is gone.
      expect((await member.client.get("/api/user")).statusCode).toBe(401);
      const back = new TestClient(t.app);
      await back.post("/api/login", { email: member.email, password: MEMBER_PASSWORD });
      expect((await back.get("/api/user")).json().role).toBe("orders");

      const bad = await owner.client.put(`/api/staff/${id}`, { role: "boss" });
      expect([bad.statusCode, bad.json().message]).toEqual([400, STAFF_MESSAGES.role]);

      expect((await owner.client.delete(`/api/staff/${id}`)).statusCode).toBe(200);
      expect((await back.get("/api/user")).statusCode).toBe(401);
      const gone = await owner.client.delete(`/api/staff/${id}`);
      expect([gone.statusCode, gone.json().message]).toEqual([404, STAFF_MESSAGES.memberNotFound]);
      expect(await staffSummaries(t.database.db, owner.merchant.id)).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/: Kitchen → Orders$/),
          expect.stringMatching(/ removed \(Orders\)$/),
        ]),
      );
    });

    it("keeps the last owner: they cannot be demoted or removed, or leave, until another owner exists", async () => {
      const shop = await registerMerchant(t.app);
      const ownId = (await memberIdOf(t.database.db, shop.merchant.id))!;
      for (const res of [
        await shop.client.put(`/api/staff/${ownId}`, { role: "manager" }),
        await shop.client.delete(`/api/staff/${ownId}`),
      ]) {
        expect([res.statusCode, res.json().message]).toEqual([409, STAFF_MESSAGES.lastOwner]);
      }
      const partner = await addMember(t.app, t.database.db, shop.merchant.id, "manager");
      const partnerId = (await memberIdOf(t.database.db, shop.merchant.id, partner.personId))!;
      expect((await shop.client.put(`/api/staff/${partnerId}`, { role: "owner" })).statusCode).toBe(200);
      // Now the first owner may step down; their own session ends with it.
      expect((await shop.client.put(`/api/staff/${ownId}`, { role: "manager" })).statusCode).toBe(200);
      expect((await shop.client.get("/api/user")).statusCode).toBe(401);
    });

    it("is the owner's: a manager is refused with the action named; signed out is a 401", async () => {
      const manager = await addMember(t.app, t.database.db, owner.merchant.id, "manager");
      for (const res of [
        await manager.client.get("/api/staff"),
        await manager.client.post("/api/staff/invites", { email: freshEmail(), role: "kitchen" }),
      ]) {
        expect([res.statusCode, res.json().message]).toEqual([403, forbiddenMessage("staff.manage")]);
      }
      expect((await new TestClient(t.app).get("/api/staff")).statusCode).toBe(401);
    });

    it("answers junk with a 4xx", async () => {
      const anon = new TestClient(t.app);
      for (const token of ["x", "%00", "a".repeat(90)]) {
        expect((await anon.get(`/api/invites/${token}`)).statusCode).toBe(404);
        expect((await anon.post(`/api/invites/${token}/accept`, { name: 5 })).statusCode).toBe(400);
        expect((await anon.post(`/api/invites/${token}/accept`, {})).statusCode).toBe(404);
      }
      const bad = await owner.client.post("/api/staff/invites", { email: "nope", role: "kitchen" });
      expect(bad.statusCode).toBe(400);
    });

    it("leaves at least one owner after 100 simultaneous removals and demotions of the last two", {
      tags: ["slow"],
    }, async () => {
      for (let round = 0; round < 2; round++) {
        const shop = await registerMerchant(t.app);
        const second = await addMember(t.app, t.database.db, shop.merchant.id, "owner");
        const ids = [
          (await memberIdOf(t.database.db, shop.merchant.id))!,
          (await memberIdOf(t.database.db, shop.merchant.id, second.personId))!,
        ];
        const answers = await Promise.all(
          Array.from({ length: 100 }, (_, i) => {
            const client = i % 2 === 0 ? shop.client : second.client;
            const target = ids[(i >> 1) % 2]!;
            return i % 4 < 2
              ? client.delete(`/api/staff/${target}`)
              : client.put(`/api/staff/${target}`, { role: "manager" });
          }),
        );
        // Some won, the rest were refused (last owner), came too late (signed out) or found nobody.
        for (const res of answers) expect([200, 401, 404, 409]).toContain(res.statusCode);
        expect(answers.some((res) => res.statusCode === 200)).toBe(true);
        const owners = await t.database.db
          .select()
          .from(memberships)
          .where(and(eq(memberships.merchantId, shop.merchant.id), eq(memberships.role, "owner")));
        expect(owners).toHaveLength(1);
      }
    });
  },
);

/** A person's membership id in the store; without a person, the store's first (its owner's). */
async function memberIdOf(db: Db, merchantId: string, personId?: string) {
  const rows = await db
    .select({ id: memberships.id, personId: memberships.personId })
    .from(memberships)
    .where(eq(memberships.merchantId, merchantId))
    .orderBy(memberships.createdAt);
  return (personId ? rows.find((row) => row.personId === personId) : rows[0])?.id;
}
