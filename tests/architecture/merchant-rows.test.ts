import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT, sourceFiles } from "./import-graph";
import { merchantTables, unscopedQueries, unscopedQueriesOfServer } from "./query-scope";

/**
 * A merchant's rows stay theirs (decision 0037): every query on a merchant-owned table is scoped
 * by merchant_id, and a row named by its id is read through the one door, requireOwn.
 */

/**
 * The queries that may read or change merchant-owned rows of any store, each with why. Public
 * storefront reads need no entry: they are scoped to the one approved store of a slug
 * (`products.merchantId = merchants.id`). Migrations and their triggers are SQL files, not code
 * the app composes, and are not read here.
 */
const EXEMPT: Record<string, string> = {
  "src/server/plugins/session.ts#registerSessions":
    "a session is found by the hash of its cookie's secret: that is how the merchant becomes known",
  "src/server/plugins/session.ts#endSession": "sign-out ends the session of the cookie it came with",
  "src/server/plugins/session.ts#isSessionLive":
    "an open event stream asks after its own session, by its key",
  "src/server/plugins/session.ts#purgeExpiredSessions": "the sweep of every store's expired sessions",
  "src/server/plugins/session.ts#switchSessionStore":
    "the session of the cookie it came with moves to another of its person's stores (decision 0059)",
  "src/server/plugins/session.ts#endAllSessions":
    "sign out everywhere ends the person's sessions in each of their stores (decision 0059)",
  "src/server/admin/queries.ts#replacePassword":
    "the operator's new password for a person ends that person's sessions in each of their stores",
  // The operator console (issue 47, decision 0070) works across stores by design, behind the
  // platform role's door.
  "src/server/admin/operator-commands.ts#addOperator":
    "a person made an operator loses the sessions they had, in each of their stores",
  "src/server/modules/admin/operator-log.ts#listRows":
    "the operators' record: of the platform, no one store's",
  "src/server/modules/admin/service.ts#endViewAsOf":
    "an operator's view as a merchant ends on their own session, or on every view past its 30 minutes",
  "src/server/modules/admin/service.ts#startViewAs": "an operator's own session starts viewing a store",
  "src/server/modules/admin/stats-queries.ts#awaitingSettlement": "the platform's figures: every store's",
  "src/server/modules/admin/stats-queries.ts#failedMailCount": "the platform's figures: every store's",
  "src/server/modules/admin/stats-queries.ts#ordersPerDay": "the platform's figures: every store's",
  "src/server/modules/auth/password-link.ts#setPasswordWithLink":
    "a new password through a one-time link ends the person's sessions in each of their stores",
  "src/server/modules/mail/outbox-queries.ts#claimNextMail":
    "the mail worker claims the due mail of every store (decision 0032)",
  "src/server/modules/mail/outbox-queries.ts#renewLease": "the mail worker, on a mail it is sending",
  "src/server/modules/mail/outbox-queries.ts#markSent": "the mail worker, on a mail it claimed",
  "src/server/modules/mail/outbox-queries.ts#markAttemptFailed": "the mail worker, on a mail it claimed",
  "src/server/modules/mail/outbox-queries.ts#bringForwardUnreachable":
    "the mail worker, when the SMTP server answers again: every store's waiting mail goes",
  "src/server/modules/mail/outbox-queries.ts#purgeSentMails":
    "the mail worker's sweep of every store's sent mail",
  "src/server/modules/mail/outbox-queries.ts#listFailedMails": "the operator's admin command (npm run admin)",
  "src/server/modules/mail/outbox-queries.ts#requeueFailedMails":
    "the operator's admin command (npm run admin)",
  "src/server/modules/prescriptions/queries.ts#findByStorageKey":
    "a file is found by its unguessable key; the spec answers another store's with 403, not 404",
  "src/server/modules/prescriptions/queries.ts#claim":
    "an uploaded file is no store's until an order claims it, as the browser that uploaded it",
  "src/server/modules/prescriptions/queries.ts#deleteUnclaimedBefore":
    "the sweep of files no order claimed: they belong to no store",
  "src/server/modules/prescriptions/queries.ts#existingStorageKeys":
    "the storage sweep asks which keys any row still holds",
  "src/server/modules/prescriptions/queries.ts#deleteUnclaimed":
    "an upload's own row, no store's yet, given up when its bytes could not be stored",
  "src/server/modules/prescriptions/queries.ts#deleteClaimedOfOrdersBefore":
    "the sweep of every store's prescription files past PRESCRIPTION_RETENTION_DAYS, and their orders' links",
  "src/server/modules/prescriptions/upload-room.ts#insertWithinRoom":
    "the room for files no order claimed yet: no store's, summed per address and for everyone",
  "src/server/db/key-customer-phones.ts#keyCustomerPhones":
    "the data step after the migrations finds the stores with customers to key, then keys each alone (decision 0049)",
  "src/server/modules/payments/settle-payment.ts#settlePayment":
    "the settling function is given an order id by our own code (a session's metadata, a stored order), never a client's; it scopes every write by the order's merchant",
  "src/server/modules/payments/test-gateway.ts#createTestGateway":
    "the test gateway plays a provider: it finds its sessions and payments by their own unguessable ids, as Stripe does",
  "src/server/modules/payments/test-gateway.ts#payTestSession":
    "the test gateway's public page pays a session by its unguessable id, as a provider's hosted page does",
  "src/server/modules/payments/webhook-deliveries.ts#processWebhookEvent":
    "a stored Stripe or Razorpay delivery's own row, by its id, claimed by the process that stored it or by the retry; its work is scoped by the store its account named",
  "src/server/modules/payments/webhook-deliveries.ts#processPendingWebhookEvents":
    "housekeeping's sweep of every store's Stripe and Razorpay deliveries whose work is not done yet",
  "src/server/modules/payments/delivery-order.ts#settleNamedOrder":
    "after this store's orders, whether the order a webhook delivery names is another store's: only its existence is read, to say so in the delivery's note",
  "src/server/modules/uploads/queries.ts#imagesInUse":
    "an image may be shown by any store (an address pasted in): it goes only when no store shows it",
};

const tables = merchantTables();
/** A sample's code: `$(x)` is a template's `${x}` (written so, or a plain string would hold a placeholder). */
const sample = (code: string) => code.replace(/\$\((\w+)\)/g, (_, name: string) => `\${${name}}`);

describe("every query on a merchant-owned table is scoped by merchant_id", () => {
  const found = unscopedQueriesOfServer(tables);

  it("reads the merchant-owned tables from the schema", () => {
    expect(tables.map((t) => t.sqlName)).toEqual(
      expect.arrayContaining([
        "products",
        "product_options",
        "orders",
        "order_items",
        "customers",
        "sessions",
      ]),
    );
    expect(tables.map((t) => t.sqlName)).not.toContain("merchants");
  });

  it("finds none unscoped but the exemptions", () => {
    const unexpected = found.filter((f) => !EXEMPT[f.where]).map((f) => `${f.where}:${f.line} (${f.table})`);
    expect(unexpected).toEqual([]);
  });

  it("keeps no exemption that is not needed", () => {
    const needed = new Set(found.map((f) => f.where));
    expect(Object.keys(EXEMPT).filter((where) => !needed.has(where))).toEqual([]);
  });

  it("fails when a real query loses its scope", () => {
    const file = "src/server/modules/catalog/queries.ts";
    const text = readFileSync(path.join(ROOT, file), "utf8");
    const scoped = "and(eq(products.merchantId, merchantId), eq(products.id, id))";
    expect(text.indexOf(scoped)).toBeLessThan(text.indexOf("export async function insertProduct"));
    const where = (source: string) => unscopedQueries(file, source, tables).map((f) => f.where);
    expect(where(text)).toEqual([]);
    expect(where(text.replace(scoped, "eq(products.id, id)"))).toEqual([`${file}#findProduct`]);
  });

  it.each([
    [
      "a select by id alone",
      "export const f = (db, id) => db.select().from(products).where(eq(products.id, id));",
    ],
    [
      "an update",
      "export const f = (db, id) => db.update(orders).set({ notes: null }).where(eq(orders.id, id));",
    ],
    ["a delete", "export async function f(db, id) { await db.delete(ads).where(eq(ads.id, id)); }"],
    [
      "a joined table",
      "export const f = (db, m) => db.select().from(orders).innerJoin(orderItems, eq(orderItems.orderId, orders.id)).where(eq(orders.merchantId, m));",
    ],
    [
      "an upsert's update",
      "export const f = (db, rows) => db.insert(products).values(rows).onConflictDoUpdate({ target: products.id, set: { name: 'x' } });",
    ],
    [
      "a drizzle table in raw SQL",
      "export const f = (id) => sql`select 1 from $(orderItems) i where i.order_id = $(id)`;",
    ],
    [
      "a table named in raw SQL",
      "export const f = (id) => sql`update products set quantity = 0 where id = $(id)`;",
    ],
    [
      "a subquery, though the query around it is scoped",
      "export const f = (m) => sql`select 1 from products p where p.merchant_id = $(m) and exists (select 1 from order_items i where i.product_id = p.id)`;",
    ],
  ])("finds %s unscoped", (_, code) => {
    expect(unscopedQueries("sample.ts", sample(code), tables)).toHaveLength(1);
  });

  it.each([
    [
      "a where on merchantId",
      "export const f = (db, m, id) => db.select().from(products).where(and(eq(products.merchantId, m), eq(products.id, id)));",
    ],
    [
      "a helper of the same file",
      "const mine = (m) => eq(products.merchantId, m); export const f = (db, m) => db.select().from(products).where(mine(m));",
    ],
    [
      "a chain finished later",
      "export function f(db, m) { const q = db.select().from(products).$dynamic(); return q.where(eq(products.merchantId, m)); }",
    ],
    [
      "raw SQL with its alias",
      "export const f = (m) => sql`select 1 from order_items i where i.merchant_id = $(m)`;",
    ],
    [
      "raw SQL without an alias",
      "export const f = (m) => sql`update discount_codes set uses = 0 where merchant_id = $(m)`;",
    ],
    ["an insert", "export const f = (db, row) => db.insert(products).values(row);"],
  ])("takes %s as scoped", (_, code) => {
    expect(unscopedQueries("sample.ts", sample(code), tables)).toEqual([]);
  });
});

describe("one way to say 'mine or 404'", () => {
  const server = sourceFiles("src/server").filter((file) => !/\.test\.tsx?$/.test(file));
  const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");
  const filesWith = (pattern: RegExp) => server.filter((file) => pattern.test(read(file)));

  it("makes every 404 with the one notFound of errors.ts", () => {
    expect(filesWith(/"NOT_FOUND"/)).toEqual(["src/server/errors.ts"]);
    expect(filesWith(/(const|function)\s+notFound\b/)).toEqual(["src/server/errors.ts"]);
  });

  it("reads a route's id with the one idOf, checked once in row-ids.ts: no module checks a uuid itself", () => {
    expect(filesWith(/(const|function)\s+idOf\b/)).toEqual(["src/server/plugins/row-ids.ts"]);
    expect(filesWith(/\bisUuid\b/).filter((file) => file.startsWith("src/server/modules/"))).toEqual([]);
  });

  it("reads a row by its id only through requireOwn: its finders are called nowhere else", () => {
    const finders = server.flatMap((file) =>
      [...read(file).matchAll(/ownRow\("\w+", (?:\w+\.)?(\w+)\)/g)].map((m) => m[1]!),
    );
    expect(finders.length).toBeGreaterThanOrEqual(8);
    // A product's category in a form is a 400 about the field, not a 404 for the address.
    const allowed = new Set(["src/server/modules/catalog/service.ts findCategory"]);
    const callers = finders.flatMap((name) =>
      server
        .filter((file) => new RegExp(`\\b${name}\\(`).test(read(file)))
        .filter((file) => !new RegExp(`function ${name}\\b`).test(read(file)))
        .map((file) => `${file} ${name}`)
        .filter((call) => !allowed.has(call)),
    );
    expect(callers).toEqual([]);
  });
});
