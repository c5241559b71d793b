import { and, asc, eq, isNull, lt, or, sql } from "drizzle-orm";
import { PAYMENT_MESSAGES } from "#contracts/payments";
import type { BackgroundFailures } from "#server/background-failures";
import type { Db } from "#server/db/client";
import { merchants } from "#server/db/schema/merchants";
import { orders } from "#server/db/schema/orders";
import { paymentWebhookEvents } from "#server/db/schema/payment-webhook-events";
import type { AppDeps } from "#server/deps";
import { AppError } from "#server/errors";
import type { EventBus } from "#server/events/event-bus";
import { setChargesEnabled } from "./payment-settings";
import { type PaymentProvider, paymentDepsOf, WebhookRefused } from "./service";
import { settlePayment } from "./settle-payment";
import { createStripeProvider, type StripeAccounts } from "./stripe-provider";

/** The event types that move something (issue 41); every other type is answered 200 and ignored. */
const HANDLED_TYPES = new Set([
  "checkout.session.completed",
  "checkout.session.expired",
  "payment_intent.succeeded",
  "payment_intent.canceled",
  "payment_intent.payment_failed",
  "charge.refunded",
  "account.updated",
]);

/** Deliveries whose work failed are tried again by housekeeping this many times, then left for a look. */
const MAX_ATTEMPTS = 8;

/** Moves one order from what its provider says now (settle-payment.ts). */
type SettleOrder = (orderId: string) => Promise<unknown>;

export interface StripeWebhookDeps {
  db: Db;
  events: EventBus;
  failures: BackgroundFailures;
  /** Null without STRIPE_SECRET_KEY: every delivery is refused. */
  stripe: (PaymentProvider & StripeAccounts) | null;
  settle: SettleOrder;
}

type AppParts = Pick<AppDeps, "db" | "config" | "now" | "providers" | "events" | "wakeMail" | "failures">;

/** Stripe clients by app settings: the routes and housekeeping of one app share one. */
const clients = new WeakMap<object, (PaymentProvider & StripeAccounts) | null>();

/** The webhook's needs from an app's deps: Stripe (null without STRIPE_SECRET_KEY) and the settling function. */
export function stripeWebhookDepsOf(deps: AppParts): StripeWebhookDeps {
  const settings = deps.config.payments;
  let stripe = clients.get(settings);
  if (stripe === undefined) {
    stripe = settings.stripe ? createStripeProvider(settings.stripe) : null;
    clients.set(settings, stripe);
  }
  return {
    db: deps.db,
    events: deps.events,
    failures: deps.failures,
    stripe,
    settle: (orderId) => settlePayment(paymentDepsOf(deps), orderId),
  };
}

export const WEBHOOK_MESSAGES = {
  unknownAccount: "No store holds this Stripe account",
} as const;

/**
 * A delivery, checked and stored (decision 0050): the signature over the raw body first (a bad,
 * missing or old one, or a body that is not JSON: 400, nothing stored); then the account names the
 * store. A connected account no store holds is a 400 and changes nothing; Stripe sends it again for
 * three days, which covers account.updated arriving before "Connect Stripe" kept the new account's
 * id. The platform's own events (no account) and types we do not handle are answered and ignored.
 * Stored once by its event id: the row's id when this delivery is the first, else null.
 */
export async function receiveStripeWebhook(
  deps: Pick<StripeWebhookDeps, "db" | "stripe">,
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
): Promise<string | null> {
  if (!deps.stripe) throw new AppError("VALIDATION", PAYMENT_MESSAGES.stripeNotConfigured);
  let event: ReturnType<PaymentProvider["parseWebhook"]>;
  try {
    event = deps.stripe.parseWebhook(rawBody, headers);
  } catch (err) {
    if (err instanceof WebhookRefused) throw new AppError("VALIDATION", err.message);
    throw err;
  }
  if (!HANDLED_TYPES.has(event.type) || !event.account) return null;
  const [store] = await deps.db
    .select({ id: merchants.id })
    .from(merchants)
    .where(eq(merchants.stripeAccountId, event.account));
  if (!store) throw new AppError("VALIDATION", WEBHOOK_MESSAGES.unknownAccount);
  const [stored] = await deps.db
    .insert(paymentWebhookEvents)
    .values({
      provider: "stripe",
      eventId: event.eventId,
      type: event.type,
      account: event.account,
      merchantId: store.id,
      payload: event.payload,
    })
    .onConflictDoNothing()
    .returning({ id: paymentWebhookEvents.id });
  return stored?.id ?? null;
}

/** An order a delivery names that is not (yet) this store's: tried again later, changing nothing. */
class NoOrderYet extends Error {}

/** How long a process holds a delivery it works on: past it (the process died), another may take it. */
const LEASE_SECONDS = 120;

/**
 * Does one stored delivery's work, once: the row is claimed with FOR UPDATE SKIP LOCKED and a lease
 * (another process at it skips it, and takes it only once the lease has run out), the work runs
 * outside that short transaction (settling reads Stripe, which no database transaction waits on),
 * and the row is marked done after. The work is idempotent (settle-payment.ts), so a lease run out
 * mid-work costs a second read, never a second move. A failure counts an attempt for the retry.
 */
export async function processWebhookEvent(deps: StripeWebhookDeps, rowId: string): Promise<void> {
  const claimable = and(
    eq(paymentWebhookEvents.id, rowId),
    isNull(paymentWebhookEvents.processedAt),
    or(isNull(paymentWebhookEvents.claimedUntil), lt(paymentWebhookEvents.claimedUntil, sql`now()`)),
  );
  const row = await deps.db.transaction(async (tx) => {
    const [free] = await tx
      .select({ id: paymentWebhookEvents.id })
      .from(paymentWebhookEvents)
      .where(claimable)
      .for("update", { skipLocked: true });
    if (!free) return null;
    const [claimed] = await tx
      .update(paymentWebhookEvents)
      .set({
        claimedUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})`,
        attempts: sql`${paymentWebhookEvents.attempts} + 1`,
      })
      .where(eq(paymentWebhookEvents.id, rowId))
      .returning();
    return claimed ?? null;
  });
  if (!row) return;
  try {
    const note = await apply(deps, row);
    await deps.db
      .update(paymentWebhookEvents)
      .set({ processedAt: new Date(), claimedUntil: null, lastError: note })
      .where(eq(paymentWebhookEvents.id, rowId));
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    await deps.db
      .update(paymentWebhookEvents)
      .set({ claimedUntil: null, lastError: message.slice(0, 500) })
      .where(and(eq(paymentWebhookEvents.id, rowId), isNull(paymentWebhookEvents.processedAt)));
    if (!(err instanceof NoOrderYet)) {
      deps.failures.report("payment_webhook", err, "a Stripe webhook's work failed; it is tried again", {
        rowId,
      });
    }
  }
}

/**
 * Housekeeping's entry: deliveries whose work has not been done (a process died, Stripe or the
 * database was away, the order was not known yet), each tried again a little later than the last time.
 */
export async function processPendingWebhookEvents(deps: StripeWebhookDeps, now: Date): Promise<number> {
  const rows = await deps.db
    .select({ id: paymentWebhookEvents.id })
    .from(paymentWebhookEvents)
    .where(
      and(
        isNull(paymentWebhookEvents.processedAt),
        lt(paymentWebhookEvents.attempts, MAX_ATTEMPTS),
        // The first try is the receiving process's; then about 1, 1.5, 2... minutes apart.
        lt(
          sql`${paymentWebhookEvents.receivedAt} + (${paymentWebhookEvents.attempts} + 1) * interval '30 seconds'`,
          now,
        ),
      ),
    )
    .orderBy(asc(paymentWebhookEvents.receivedAt))
    .limit(100);
  for (const { id } of rows) await processWebhookEvent(deps, id);
  return rows.length;
}

type WebhookRow = typeof paymentWebhookEvents.$inferSelect;
type StripeObject = Record<string, unknown> & { id?: unknown; metadata?: Record<string, unknown> | null };

/** One event's work; returns a note kept with the row when it changed nothing on purpose. */
async function apply(deps: StripeWebhookDeps, row: WebhookRow): Promise<string | null> {
  const object = ((row.payload as { data?: { object?: unknown } }).data?.object ?? {}) as StripeObject;
  if (!row.merchantId || !row.account) return "no store";
  if (row.type === "account.updated") {
    // Read, not taken from the event: two updates can arrive in either order.
    const enabled = await deps.stripe!.chargesEnabled(row.account);
    await setChargesEnabled(deps, row.merchantId, row.account, enabled);
    return null;
  }
  const orderId = await orderNamed(deps.db, row.merchantId, row.type, object);
  if (orderId === "elsewhere") return "the order is another store's";
  await deps.settle(orderId);
  return null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);

/**
 * The store's order a session, payment or charge names: by our id in its metadata (we set it on the
 * session and its PaymentIntent), by the session's client_reference_id, or by the provider ids kept
 * on the order. Only this store's orders count; one of another store's is "elsewhere".
 */
async function orderNamed(
  db: Db,
  merchantId: string,
  type: string,
  object: StripeObject,
): Promise<string | "elsewhere"> {
  const named = text(object.metadata?.orderId) ?? text(object.client_reference_id);
  const orderId = named && UUID.test(named) ? named : null;
  const sessionId = type.startsWith("checkout.session.") ? text(object.id) : null;
  const intentId = type.startsWith("payment_intent.")
    ? text(object.id)
    : type === "charge.refunded"
      ? text(object.payment_intent)
      : null;
  const matches = [
    orderId ? eq(orders.id, orderId) : undefined,
    sessionId ? eq(orders.paymentSessionId, sessionId) : undefined,
    intentId ? eq(orders.paymentIntentId, intentId) : undefined,
  ].filter((m) => m !== undefined);
  if (matches.length > 0) {
    const [found] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.merchantId, merchantId), or(...matches)))
      .limit(1);
    if (found) return found.id;
  }
  if (orderId) {
    const [other] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).limit(1);
    if (other) return "elsewhere";
  }
  throw new NoOrderYet(`No order of this store matches ${type} ${text(object.id) ?? ""}`);
}
