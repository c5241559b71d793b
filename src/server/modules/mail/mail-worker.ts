import type { BackgroundFailures } from "#server/background-failures";
import type { Db } from "#server/db/client";
import type { FileStorage } from "#server/storage/file-storage";
import { findOrderItems, findOrders, findStores, type MailOrderItem } from "./mail-data-queries";
import {
  bringForwardUnreachable,
  type ClaimedMail,
  claimDueMails,
  markAttemptFailed,
  markSent,
} from "./outbox-queries";
import { renderMail } from "./render/render-mail";
import { DEFAULT_RETRY, type RetryPolicy, retryDelay } from "./retry-policy";
import { describeFailure, type MailTransport } from "./smtp-transport";
import { type MailLogo, mailLogo } from "./store-logo";

export interface MailWorkerOptions {
  db: Db;
  transport: MailTransport;
  storage: FileStorage;
  /** The worker's clock (epoch ms): tests move it to skip a backoff. Real time otherwise. */
  now?: () => number;
  retry?: RetryPolicy;
  /** How long a claimed mail is this process's alone: longer than a send can take (its timeouts). */
  leaseMs?: number;
  batchSize?: number;
  /** How often each process looks for due mail (mail written by any process, retries coming due). */
  pollMs?: number;
  log?: { warn(data: object, message: string): void };
  /** Where a failed look for mail is reported and counted (the app's; decision 0038). */
  failures?: BackgroundFailures;
}

export interface MailWorker {
  /** Looks for due mail now, instead of at the next poll (after this process wrote some). */
  wake(): void;
  /** Sends every due mail and resolves with how many went; what is already running is awaited. */
  drain(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

/**
 * Sends the outbox (decision 0032). Every app process runs one: a mail is sent by the process that
 * claims it (claimDueMails), so two processes never send the same mail, and a mail whose process
 * died mid-send is claimed again after its lease. A failed send is tried again after a growing wait;
 * a permanent refusal, or the last try, marks it failed, where it is kept for the operator.
 */
export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, transport, storage } = options;
  const now = options.now ?? Date.now;
  const retry = options.retry ?? DEFAULT_RETRY;
  const leaseMs = options.leaseMs ?? 2 * 60_000;
  const batchSize = options.batchSize ?? 20;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let again = false;

  async function sendBatch(claimed: ClaimedMail[]): Promise<{ sent: number }> {
    const [stores, orders] = await Promise.all([
      findStores(db, [...new Set(claimed.map((m) => m.merchantId))]),
      findOrders(db, [...new Set(claimed.flatMap((m) => (m.orderId ? [m.orderId] : [])))]),
    ]);
    const items = await findOrderItems(
      db,
      [...new Set(orders.map((o) => o.merchantId))],
      orders.map((o) => o.id),
    );
    const storeOf = new Map(stores.map((s) => [s.id, s]));
    const orderOf = new Map(orders.map((o) => [o.id, o]));
    const itemsOf = new Map<string, MailOrderItem[]>();
    for (const item of items) itemsOf.set(item.orderId, [...(itemsOf.get(item.orderId) ?? []), item]);
    const logos = new Map<string, Promise<MailLogo | null>>();

    const results = await Promise.all(
      claimed.map(async (mail) => {
        const store = storeOf.get(mail.merchantId);
        const order = mail.orderId ? orderOf.get(mail.orderId) : undefined;
        if (!store || !order) {
          await markAttemptFailed(db, mail.id, "its order or store is gone", null);
          return false;
        }
        if (!logos.has(store.id))
          logos.set(store.id, mailLogo(storage, store.logoUrl, mail.baseUrl, store.id));
        const logo = await logos.get(store.id)!;
        const rendered = renderMail({
          kind: mail.kind,
          payload: mail.payload,
          baseUrl: mail.baseUrl,
          store,
          order,
          items: itemsOf.get(order.id) ?? [],
          logoSrc: logo?.src ?? null,
        });
        try {
          await transport.send({
            to: mail.recipient,
            ...rendered,
            messageId: `<${mail.id}@storefront.mail>`,
            attachments: logo?.attachment ? [logo.attachment] : [],
          });
        } catch (err) {
          const failure = describeFailure(err);
          const delay = failure.permanent ? null : retryDelay(retry, mail.attempts);
          const reason = `${failure.unreachable ? "unreachable: " : ""}${failure.reason}`;
          await markAttemptFailed(db, mail.id, reason, delay === null ? null : new Date(now() + delay));
          if (delay === null)
            options.log?.warn({ mailId: mail.id, kind: mail.kind, reason }, "mail failed for good");
          return false;
        }
        await markSent(db, mail.id, new Date(now()));
        return true;
      }),
    );
    return { sent: results.filter(Boolean).length };
  }

  async function drainOnce(): Promise<number> {
    let sent = 0;
    for (;;) {
      const claimed = await claimDueMails(db, new Date(now()), leaseMs, batchSize);
      if (claimed.length === 0) break;
      const batch = await sendBatch(claimed);
      if (batch.sent > 0 && sent === 0) await bringForwardUnreachable(db, new Date(now()));
      sent += batch.sent;
      if (batch.sent === 0) break; // the server is down or refusing: wait for the next poll
    }
    return sent;
  }

  function drain(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      try {
        do {
          again = false;
          total += await drainOnce();
        } while (again);
      } finally {
        running = null;
      }
      return total;
    })();
    return running;
  }

  // The worker outlives a database outage: each poll that fails is reported, and the next tries again.
  const tick = () =>
    void drain().catch((err) => {
      const message = "sending mail failed; trying again at the next poll";
      if (options.failures) options.failures.report("mail", err, message);
      else options.log?.warn({ err }, message);
    });

  return {
    wake: tick,
    drain,
    start() {
      if (timer) return;
      timer = setInterval(tick, options.pollMs ?? 2_000);
      timer.unref();
      tick();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => undefined);
      transport.close();
    },
  };
}
