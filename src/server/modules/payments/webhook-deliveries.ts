import { and, asc, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { BackgroundFailures } from "#server/background-failures";
import type { Db } from "#server/db/client";
import { paymentWebhookEvents } from "#server/db/schema/payment-webhook-events";
import type { AppDeps } from "#server/deps";
import type { EventBus } from "#server/events/event-bus";
import { NoOrderYet, type PaymentProvider } from "./provider";
import { applyRazorpayDelivery } from "./razorpay-webhook";
import { paymentDepsOf } from "./service";
import { settlePayment } from "./settle-payment";
import { createStripeProvider, type StripeAccounts } from "./stripe-provider";
import { applyStripeDelivery } from "./stripe-webhook";

/**
 * Every provider's stored webhook deliveries (decision 0050): each is stored once by its event id
 * and answered at once (stripe-webhook.ts, razorpay-webhook.ts); its work is done here, claimed with
 * a lease, outside any transaction, and tried again by housekeeping when it fails.
 */

/** Deliveries whose work failed are tried again by housekeeping this many times, then left for a look. */
const MAX_ATTEMPTS = 8;

/** Moves one order from what its provider says now (settle-payment.ts). */
type SettleOrder = (orderId: string) => Promise<unknown>;

export interface WebhookDeps {
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

/** The webhooks' needs from an app's deps: Stripe (null without STRIPE_SECRET_KEY) and the settling function. */
export function webhookDepsOf(deps: AppParts): WebhookDeps {
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

/** How long a process holds a delivery it works on: past it (the process died), another may take it. */
const LEASE_SECONDS = 120;

/**
 * Does one stored delivery's work, once: the row is claimed with FOR UPDATE SKIP LOCKED and a lease
 * (another process at it skips it, and takes it only once the lease has run out), the work runs
 * outside that short transaction (settling reads Stripe, which no database transaction waits on),
 * and the row is marked done after. The work is idempotent (settle-payment.ts), so a lease run out
 * mid-work costs a second read, never a second move. A failure counts an attempt for the retry.
 */
export async function processWebhookEvent(deps: WebhookDeps, rowId: string): Promise<void> {
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
    const note =
      row.provider === "razorpay"
        ? await applyRazorpayDelivery(deps, row)
        : await applyStripeDelivery(deps, row);
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
      deps.failures.report(
        "payment_webhook",
        err,
        `a ${row.provider} webhook's work failed; it is tried again`,
        {
          rowId,
        },
      );
    }
  }
}

/**
 * Housekeeping's entry: deliveries whose work has not been done (a process died, Stripe or the
 * database was away, the order was not known yet), each tried again a little later than the last time.
 */
export async function processPendingWebhookEvents(deps: WebhookDeps, now: Date): Promise<number> {
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

export type WebhookRow = typeof paymentWebhookEvents.$inferSelect;
