import type { BackgroundFailures } from "#server/background-failures";
import type { Db } from "#server/db/client";
import type { FileStorage } from "#server/storage/file-storage";
import { findMailItems, findMailOrder, findMailStore } from "./mail-data-queries";
import {
  bringForwardUnreachable,
  type ClaimedMail,
  claimNextMail,
  markAttemptFailed,
  markSent,
  renewLease,
} from "./outbox-queries";
import { renderInviteMail } from "./render/invite-mail";
import { renderPlatformMail } from "./render/platform-mail";
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
  /**
   * How long a claimed mail is this process's alone, renewed every third of it while it is being
   * sent: how long a mail waits when its process dies mid-send.
   */
  leaseMs?: number;
  /** How often each process looks for due mail (mail written by any process, retries coming due). */
  pollMs?: number;
  /** How long `stop` waits for the mail in flight before leaving it to its lease. */
  stopGraceMs?: number;
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
  /** Claims no more mail, and waits (at most the grace) for the one in flight to go and be marked. */
  stop(): Promise<void>;
}

/** A crashed process's mail waits at most this long (plus a poll) before another process sends it. */
const DEFAULT_LEASE_MS = 30_000;
/** Well inside a container's stop timeout (10 s by default for Docker and Kubernetes). */
const DEFAULT_STOP_GRACE_MS = 5_000;

/** The same mail always goes with the same Message-ID, so a resend is recognisable as one. */
const messageIdOf = (mailId: string) => `<${mailId}@storefront.mail>`;

/** What one try at a mail came to: sent, done with (refused for good, nothing to tell), or the server's trouble. */
type Outcome = "sent" | "settled" | "server trouble";

/**
 * Sends the outbox (decision 0032, and 0048 for at-least-once and stopping). Every app process runs
 * one: a mail is sent by the process that claims it (claimNextMail), one mail at a time, and marked
 * sent as soon as the server took it, so a process that dies sends at most the mail in flight twice
 * (with the same Message-ID), and that mail goes again once its short lease is over. A failed send is
 * tried again after a growing wait; a permanent refusal, or the last try, marks it failed, where it
 * is kept for the operator.
 */
export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, transport, storage } = options;
  const now = options.now ?? Date.now;
  const retry = options.retry ?? DEFAULT_RETRY;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let again = false;
  let stopping = false;

  /** Runs `work` while keeping `mailId`'s lease alive, however long the SMTP server takes. */
  async function leased<T>(mailId: string, work: () => Promise<T>): Promise<T> {
    let renewing: Promise<void> = Promise.resolve();
    const renewal = setInterval(() => {
      renewing = renewLease(db, mailId, new Date(now() + leaseMs)).catch((err) =>
        options.log?.warn({ err, mailId }, "renewing a mail's lease failed"),
      );
    }, leaseMs / 3);
    try {
      return await work();
    } finally {
      clearInterval(renewal);
      // A late renewal must not move a retry's time after the try is marked.
      await renewing;
    }
  }

  /** The mail as it goes out, or null when what it tells of is gone (its order, its store). */
  async function compose(mail: ClaimedMail, logos: Map<string, Promise<MailLogo | null>>) {
    if (mail.kind === "staff_invite" || mail.kind === "platform_notice") {
      const store = await findMailStore(db, mail.merchantId);
      const render = mail.kind === "staff_invite" ? renderInviteMail : renderPlatformMail;
      return store ? { rendered: render(store, mail.payload), attachments: [] } : null;
    }
    const [store, order, items] = mail.orderId
      ? await Promise.all([
          findMailStore(db, mail.merchantId),
          findMailOrder(db, mail.merchantId, mail.orderId),
          findMailItems(db, mail.merchantId, mail.orderId),
        ])
      : [null, null, []];
    if (!store || !order) return null;
    if (!logos.has(store.id)) logos.set(store.id, mailLogo(storage, store.logoUrl, mail.baseUrl, store.id));
    const logo = await logos.get(store.id)!;
    const rendered = renderMail({
      kind: mail.kind,
      payload: mail.payload,
      baseUrl: mail.baseUrl,
      store,
      order,
      items,
      logoSrc: logo?.src ?? null,
    });
    return { rendered, attachments: logo?.attachment ? [logo.attachment] : [] };
  }

  async function sendOne(mail: ClaimedMail, logos: Map<string, Promise<MailLogo | null>>): Promise<Outcome> {
    const composed = await compose(mail, logos);
    if (!composed) {
      await markAttemptFailed(db, mail.id, "its order or store is gone", null);
      return "settled";
    }
    const { rendered, attachments } = composed;
    const failed = await leased(mail.id, () =>
      transport
        .send({
          to: mail.recipient,
          ...rendered,
          messageId: messageIdOf(mail.id),
          attachments,
        })
        .then(
          () => null,
          (err: unknown) => describeFailure(err),
        ),
    );
    if (!failed) {
      await markSent(db, mail.id, new Date(now()));
      return "sent";
    }
    const delay = failed.permanent ? null : retryDelay(retry, mail.attempts);
    const reason = `${failed.unreachable ? "unreachable: " : ""}${failed.reason}`;
    await markAttemptFailed(db, mail.id, reason, delay === null ? null : new Date(now() + delay));
    if (delay === null)
      options.log?.warn({ mailId: mail.id, kind: mail.kind, reason }, "mail failed for good");
    return failed.permanent ? "settled" : "server trouble";
  }

  async function drainOnce(): Promise<number> {
    let sent = 0;
    // A store's logo is read and resized once per drain, not once per mail.
    const logos = new Map<string, Promise<MailLogo | null>>();
    while (!stopping) {
      const mail = await claimNextMail(db, new Date(now()), leaseMs);
      if (!mail) break;
      const outcome = await sendOne(mail, logos);
      if (outcome === "sent" && sent === 0) await bringForwardUnreachable(db, new Date(now()));
      if (outcome === "sent") sent += 1;
      // The server is down or turning mail away for now: try again at the next poll.
      if (outcome === "server trouble") break;
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
        } while (again && !stopping);
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
      if (timer || stopping) return;
      timer = setInterval(tick, options.pollMs ?? 2_000);
      timer.unref();
      tick();
    },
    async stop() {
      stopping = true;
      if (timer) clearInterval(timer);
      timer = null;
      // The mail in flight goes and is marked. One whose server outlasts the grace is left to its
      // lease: another process sends it again, with the same Message-ID.
      let grace: NodeJS.Timeout | undefined;
      await Promise.race([
        running?.catch(() => undefined),
        new Promise((resolve) => {
          grace = setTimeout(resolve, options.stopGraceMs ?? DEFAULT_STOP_GRACE_MS);
        }),
      ]);
      clearTimeout(grace);
      transport.close();
    },
  };
}
