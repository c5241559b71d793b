import { and, eq, isNotNull, lte } from "drizzle-orm";
import {
  ADMIN_MESSAGES,
  type TAdminMerchant,
  type TAdminMerchantDetail,
  type TAdminMerchantList,
  type TAdminMerchantsQuery,
  type TFailedMail,
  type TOperator,
  type TViewAs,
  VIEW_AS_MINUTES,
} from "#contracts/admin";
import type { TStoreStatus } from "#contracts/store-status";
import type { Db, Tx } from "#server/db/client";
import { merchants } from "#server/db/schema/merchants";
import { people } from "#server/db/schema/people";
import { sessions } from "#server/db/schema/sessions";
import { AppError, notFound } from "#server/errors";
import type { EventBus } from "#server/events/event-bus";
import { announceStoreChange } from "#server/events/store-changes";
import { queuePlatformMail, retryFailedMails } from "#server/modules/mail/service";
import * as q from "./merchant-queries";
import { type OperatorActor, recordOperatorAction, storeHistory } from "./operator-log";
import { moneyIn } from "./platform-stats";
import { failedMails } from "./stats-queries";

export { recordOperatorAction } from "./operator-log";
export { platformStats } from "./platform-stats";

/** What changing a store's standing needs: the rows, the bus every process's caches listen to, mail. */
export interface StatusChangeDeps {
  db: Db;
  events: EventBus;
  /** The origin mails link to, or null when this server sends no mail. */
  mailBaseUrl: string | null;
  now: () => number;
}

/** The view as a merchant the request is in (issue 47 item 6), named as the console shows it; null outside one. */
export async function viewAsOf(
  db: Db,
  merchantId: string | null,
  viewAs: { until: Date; reason: string } | null,
): Promise<TViewAs | null> {
  if (!viewAs || !merchantId) return null;
  const businessName = await q.findStoreName(db, merchantId);
  return businessName === undefined ? null : toViewAs({ id: merchantId, businessName }, viewAs);
}

/** A view in progress as the console and the dashboard's banner read it. */
export const toViewAs = (
  store: { id: string; businessName: string },
  viewAs: { until: Date; reason: string },
): TViewAs => ({
  merchantId: store.id,
  businessName: store.businessName,
  reason: viewAs.reason,
  endsAt: viewAs.until.toISOString(),
});

/** The console's identity of a person with a platform role; null for anyone else. */
export async function operatorOf(
  db: Db,
  personId: string,
  viewAs: TViewAs | null,
): Promise<TOperator | null> {
  const [person] = await db
    .select({ id: people.id, name: people.name, email: people.email, platformRole: people.platformRole })
    .from(people)
    .where(eq(people.id, personId))
    .limit(1);
  if (!person?.platformRole) return null;
  const { platformRole, ...rest } = person;
  return { platformRole, person: rest, viewAs };
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function toAdminMerchant(row: q.AdminMerchantRow): TAdminMerchant {
  return {
    id: row.id,
    businessName: row.businessName,
    businessSlug: row.businessSlug,
    businessType: row.businessType,
    email: row.email,
    status: row.status,
    statusReason: row.statusReason,
    createdAt: row.createdAt.toISOString(),
    products: Number(row.products),
    orders30d: Number(row.orders30d),
    revenue30d: moneyIn(row.currency, row.revenue30d),
    lastSignInAt: iso(row.lastSignInAt),
    contactPhone: row.contactPhone,
    address: row.address,
    description: row.description,
    licenceNumber: row.licenceNumber,
  };
}

export async function listMerchants(db: Db, query: TAdminMerchantsQuery): Promise<TAdminMerchantList> {
  const [rows, total] = await Promise.all([q.listMerchantRows(db, query), q.countMerchants(db, query)]);
  return { merchants: rows.map(toAdminMerchant), total, offset: query.offset, limit: query.limit };
}

const storeNotFound = () => notFound(ADMIN_MESSAGES.storeNotFound);

export async function merchantDetail(db: Db, id: string): Promise<TAdminMerchantDetail> {
  const row = await q.findMerchantRow(db, id);
  if (!row) throw storeNotFound();
  const [members, history] = await Promise.all([q.membersOf(db, id), storeHistory(db, id)]);
  return {
    ...toAdminMerchant(row),
    statusChangedAt: iso(row.statusChangedAt),
    suspendedAt: iso(row.suspendedAt),
    members,
    openOrders: Number(row.openOrders),
    history,
  };
}

/** The four changes of standing (issue 47 items 2 and 3): from which states, to which, and what the merchant is told. */
const CHANGES = {
  approve: { from: ["pending", "rejected"], to: "approved", refused: ADMIN_MESSAGES.cannotApprove },
  reject: { from: ["pending"], to: "rejected", refused: () => ADMIN_MESSAGES.cannotReject },
  suspend: { from: ["approved"], to: "suspended", refused: () => ADMIN_MESSAGES.cannotSuspend },
  reinstate: { from: ["suspended"], to: "approved", refused: () => ADMIN_MESSAGES.cannotReinstate },
} as const satisfies Record<
  string,
  { from: readonly TStoreStatus[]; to: TStoreStatus; refused: (status: TStoreStatus) => string }
>;
export type StatusChange = keyof typeof CHANGES;

const NOTICE = {
  approve: "approved",
  reject: "rejected",
  suspend: "suspended",
  reinstate: "reinstated",
} as const;

/**
 * Approves, rejects, suspends or reinstates a store, records who and why, and tells the merchant by
 * mail, in one transaction; then every app process drops the store's cached answers (the
 * marketplace, its pages, the sitemaps), so the change shows on the next request everywhere.
 * A suspended store's people keep their sessions: they still work open orders (issue 47 item 3).
 */
export async function changeStatus(
  deps: StatusChangeDeps,
  actor: OperatorActor,
  merchantId: string,
  change: StatusChange,
  reason: string | null,
): Promise<void> {
  const rule = CHANGES[change];
  await deps.db.transaction(async (tx) => {
    const store = await q.lockMerchant(tx, merchantId);
    if (!store) throw storeNotFound();
    if (!(rule.from as readonly TStoreStatus[]).includes(store.status)) {
      throw new AppError("CONFLICT", rule.refused(store.status));
    }
    await q.setStatus(tx, merchantId, rule.to, reason, new Date(deps.now()));
    await recordOperatorAction(tx, actor, {
      action: change,
      merchantId,
      storeName: store.businessName,
      reason,
      details: { from: store.status, to: rule.to },
    });
    await queuePlatformMail(tx, deps.mailBaseUrl, NOTICE[change], {
      merchantId,
      recipients: [store.email],
      reason: change === "reject" || change === "suspend" ? reason : null,
      path: change === "reject" ? "/auth" : "/dashboard",
    });
  });
  await announceStoreChange(deps.events, merchantId);
}

/** A store that registered under manual approval: every operator is told by mail (issue 47 item 2). */
export async function tellOperatorsOfWaitingStore(
  tx: Db | Tx,
  mailBaseUrl: string | null,
  merchantId: string,
) {
  if (!mailBaseUrl) return;
  const operators = await tx
    .select({ email: people.email })
    .from(people)
    .where(eq(people.platformRole, "operator"));
  await queuePlatformMail(tx, mailBaseUrl, "store_waiting", {
    merchantId,
    recipients: operators.map((o) => o.email),
    path: "/admin?tab=approvals",
  });
}

/**
 * Starts "view as a merchant" (issue 47 item 6): the operator's session works in the store,
 * read-only, for 30 minutes; recorded with the reason.
 */
export async function startViewAs(
  db: Db,
  session: { sessionKey: string; personId: string },
  merchantId: string,
  reason: string,
  now: Date,
): Promise<TViewAs> {
  const businessName = await q.findStoreName(db, merchantId);
  if (businessName === undefined) throw storeNotFound();
  const until = new Date(now.getTime() + VIEW_AS_MINUTES * 60_000);
  await db.transaction(async (tx) => {
    await endViewAsOf(tx, { id: session.sessionKey }, "replaced by another view");
    await tx
      .update(sessions)
      .set({ merchantId, viewAsUntil: until, viewAsReason: reason })
      .where(eq(sessions.id, session.sessionKey));
    await recordOperatorAction(tx, session, {
      action: "view-as-start",
      merchantId,
      storeName: businessName,
      reason,
      details: { endsAt: until.toISOString() },
    });
  });
  return { merchantId, businessName, reason, endsAt: until.toISOString() };
}

/**
 * Ends the views of the sessions `which` names (one session, or every view past its end), each
 * recorded with how it ended; the sessions are the operators' console sessions again.
 */
async function endViewAsOf(
  tx: Db | Tx,
  which: { id: string } | { endedBy: Date },
  how: string,
): Promise<number> {
  const ended = await tx
    .select({
      id: sessions.id,
      personId: sessions.personId,
      merchantId: sessions.merchantId,
      reason: sessions.viewAsReason,
      storeName: merchants.businessName,
    })
    .from(sessions)
    .leftJoin(merchants, eq(merchants.id, sessions.merchantId))
    .where(
      and(
        isNotNull(sessions.viewAsUntil),
        "id" in which ? eq(sessions.id, which.id) : lte(sessions.viewAsUntil, which.endedBy),
      ),
    )
    .for("update", { of: sessions });
  for (const view of ended) {
    await tx
      .update(sessions)
      .set({ merchantId: null, viewAsUntil: null, viewAsReason: null })
      .where(eq(sessions.id, view.id));
    await recordOperatorAction(
      tx,
      { personId: view.personId },
      {
        action: "view-as-end",
        merchantId: view.merchantId,
        storeName: view.storeName,
        reason: view.reason,
        details: { ended: how },
      },
    );
  }
  return ended.length;
}

/** "Exit" (issue 47 item 6): the view ends now, and is recorded. */
export async function endViewAs(db: Db, sessionKey: string): Promise<void> {
  const ended = await db.transaction((tx) => endViewAsOf(tx, { id: sessionKey }, "exit"));
  if (ended === 0) throw new AppError("CONFLICT", ADMIN_MESSAGES.notViewing);
}

/** Housekeeping: views past their 30 minutes end, each recorded (a session reads them as ended already). */
export const endExpiredViews = (db: Db, now: Date) =>
  db.transaction((tx) => endViewAsOf(tx, { endedBy: now }, "after 30 minutes"));

/** Mail given up on, for the console's list. */
export async function listFailedMail(db: Db): Promise<TFailedMail[]> {
  return (await failedMails(db, 200)).map((m) => ({
    id: m.id,
    kind: m.kind,
    recipient: m.recipient,
    attempts: m.attempts,
    lastError: m.last_error,
    createdAt: new Date(m.created_at).toISOString(),
    merchantId: m.merchant_id,
    storeName: m.business_name,
  }));
}

/** Sends a failed mail again, recorded. */
export async function retryMail(db: Db, actor: OperatorActor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const queued = await retryFailedMails(tx, [id]);
    if (queued === 0) throw notFound(ADMIN_MESSAGES.mailNotFound);
    await recordOperatorAction(tx, actor, { action: "mail-retry", details: { mailId: id } });
  });
}
