import type { z } from "zod";
import type { TMailKind, TNotificationSettings, ZNotificationSettingsRequest } from "#contracts/mail";
import type { AppConfig } from "#server/config";
import type { Db, Tx } from "#server/db/client";
import { AppError } from "#server/errors";
import { publicOrigin } from "#server/plugins/public-origin";
import { insertMails, listFailedMails, purgeSentMails, requeueFailedMails } from "./outbox-queries";
import type { PlatformNotice } from "./render/platform-mail";
import { findNotificationSettings, updateNotificationSettings } from "./settings-queries";

// Email (decision 0032). Other modules write mail through this file, in their own transactions;
// the worker (mail-worker.ts) sends it.
export { createMailWorker, type MailWorker } from "./mail-worker";
export { smtpTransport } from "./smtp-transport";

/**
 * The origin a request's mails link to, or null when this server sends no mail (SMTP_URL unset):
 * then no mail is written at all, and none piles up for a server that will never send it.
 */
export function mailBaseUrlOf(config: AppConfig, request: { protocol: string; host: string }): string | null {
  return config.mail ? publicOrigin(request, config.publicUrl) : null;
}

/** An order whose customer may be told of a change: the columns the outbox row needs. */
interface CustomerOrder {
  id: string;
  merchantId: string;
  customerEmail: string | null;
}

/**
 * Writes the customers' mail about each order in the caller's transaction (one insert however many),
 * if mail is on, to those who gave an address.
 */
export async function queueCustomerMail(
  tx: Tx,
  mailBaseUrl: string | null,
  orders: CustomerOrder | CustomerOrder[],
  kind: Extract<TMailKind, "customer_status_changed" | "customer_quote">,
  payload: Record<string, string | null>,
): Promise<void> {
  if (!mailBaseUrl) return;
  const mails = (Array.isArray(orders) ? orders : [orders]).flatMap((order) =>
    order.customerEmail
      ? [
          {
            merchantId: order.merchantId,
            orderId: order.id,
            kind,
            recipient: order.customerEmail,
            payload,
            baseUrl: mailBaseUrl,
          },
        ]
      : [],
  );
  await insertMails(tx, mails);
}

/**
 * The platform's notices about a store (issue 47), in the caller's transaction, if mail is on: to
 * its merchant (approved, rejected, suspended, reinstated) or its operators (a store waiting).
 */
export async function queuePlatformMail(
  tx: Tx | Db,
  mailBaseUrl: string | null,
  notice: PlatformNotice,
  to: { merchantId: string; recipients: string[]; reason?: string | null; path: string },
): Promise<void> {
  if (!mailBaseUrl) return;
  await insertMails(
    tx,
    to.recipients.map((recipient) => ({
      merchantId: to.merchantId,
      orderId: null,
      kind: "platform_notice" as const,
      recipient,
      payload: { notice, reason: to.reason ?? null, url: `${mailBaseUrl}${to.path}` },
      baseUrl: mailBaseUrl,
    })),
  );
}

/**
 * A staff invite's mail (issue 43), in the caller's transaction, if mail is on: the worker renders
 * it from the payload (the link, the role, who invited) and the store as it is when sent.
 */
export async function queueInviteMail(
  tx: Tx,
  mailBaseUrl: string | null,
  invite: { merchantId: string; email: string; url: string; role: string; invitedBy: string | null },
): Promise<void> {
  if (!mailBaseUrl) return;
  await insertMails(tx, [
    {
      merchantId: invite.merchantId,
      orderId: null,
      kind: "staff_invite",
      recipient: invite.email,
      payload: { url: invite.url, role: invite.role, invitedBy: invite.invitedBy },
      baseUrl: mailBaseUrl,
    },
  ]);
}

/** `npm run admin -- mail failed`: mails given up on, oldest first. */
export const failedMails = (db: Db, limit = 200) => listFailedMails(db, limit);

/** `npm run admin -- mail retry [ID…]`: failed mails go back in the queue with fresh tries. */
export const retryFailedMails = (db: Db | Tx, ids: string[] | null) => requeueFailedMails(db, ids);

/** Sent mails are kept 30 days, to answer "did it go?", then deleted with the other stale rows. */
export const purgeOldSentMails = (db: Db, now: Date) =>
  purgeSentMails(db, new Date(now.getTime() - 30 * 24 * 60 * 60 * 1000));

/** The merchant's mail settings, and whether this server sends mail at all. */
export async function getNotificationSettings(
  db: Db,
  config: AppConfig,
  merchantId: string,
): Promise<TNotificationSettings> {
  const row = await findNotificationSettings(db, merchantId);
  if (!row) throw new AppError("UNAUTHORIZED", "Not authenticated");
  return { ...row, mailConfigured: config.mail !== null };
}

export async function saveNotificationSettings(
  db: Db,
  config: AppConfig,
  merchantId: string,
  input: z.output<typeof ZNotificationSettingsRequest>,
): Promise<TNotificationSettings> {
  // The account's own address is the default, not a choice: kept as null, it follows the account.
  const row = await updateNotificationSettings(db, merchantId, input);
  if (!row) throw new AppError("UNAUTHORIZED", "Not authenticated");
  return { ...row, mailConfigured: config.mail !== null };
}
