import { z } from "zod";
import { BUSINESS_TYPES } from "./business-types";
import { UUID_PATTERN } from "./ids";
import type { TPlatformRole } from "./staff";
import { STORE_STATUSES, type TStoreStatus } from "./store-status";
import { optionalText, requiredText } from "./text";

/**
 * The operator console (issue 47, decision 0070): `/admin` in the browser, `/api/admin/*` on the
 * server. Only people with a platform role reach either; everyone else gets a 404.
 */

export const ADMIN_MESSAGES = {
  reasonRequired: "Please give a reason",
  reason: "Reason must be at most 500 characters",
  status: `status must be one of: ${STORE_STATUSES.join(", ")}`,
  type: `type must be one of: ${BUSINESS_TYPES.join(", ")}`,
  offset: "offset must be a whole number from 0",
  limit: "limit must be a whole number from 1 to 100",
  cursor: "The page cursor is not valid. Reload the record to start again.",
  storeNotFound: "Store not found",
  mailNotFound: "That mail is not waiting as failed: it may have been retried already.",
  notViewing: "You are not viewing a store.",
  viewAsReadOnly: "You are viewing this store read-only: exit the view to make changes.",
  cannotApprove: (status: TStoreStatus) =>
    status === "suspended"
      ? "This store is suspended: reinstate it instead."
      : "Only a store waiting for approval, or one rejected, can be approved.",
  cannotReject: "Only a store waiting for approval can be rejected.",
  cannotSuspend: "Only a live store can be suspended.",
  cannotReinstate: "Only a suspended store can be reinstated.",
} as const;

/** Ready reasons the console offers for a rejection; the operator may write their own. */
export const REJECTION_TEMPLATES = [
  "The business details are incomplete. Please reply with your address and a description of what you sell.",
  "We could not verify that this business exists. Please reply with your registered business name and address.",
  "A pharmacy needs a valid licence number. Please reply with it.",
  "This business already has a store with us.",
  "We do not support this kind of business.",
] as const;

/** Ready reasons for a suspension. */
export const SUSPENSION_TEMPLATES = [
  "Customers reported orders that were paid for and never delivered.",
  "The store sells products that are not allowed on the platform.",
  "The store's details are misleading or impersonate another business.",
  "Suspended at the merchant's request.",
] as const;

/** How long "view as a merchant" lasts before it ends by itself (issue 47 item 6). */
export const VIEW_AS_MINUTES = 30;

const reason = optionalText(500, "multi-line");
const requiredReason = requiredText(
  { message: ADMIN_MESSAGES.reasonRequired, max: 500, label: "Reason" },
  "multi-line",
);

/** approve and reinstate: a reason if the operator gives one. */
export const ZStatusChange = z.object({ reason }, { error: "Send a JSON object" });
/** reject and suspend: the reason is required (the merchant is told it). */
export const ZStatusChangeWithReason = z.object(
  { reason: requiredReason },
  { error: ADMIN_MESSAGES.reasonRequired },
);
export type TStatusChangeRequest = z.input<typeof ZStatusChange>;
/** POST /api/admin/merchants/{id}/view-as: why (recorded). */
export const ZViewAsRequest = ZStatusChangeWithReason;

const offset = z.coerce
  .number({ error: ADMIN_MESSAGES.offset })
  .int(ADMIN_MESSAGES.offset)
  .min(0, ADMIN_MESSAGES.offset)
  .max(1_000_000, ADMIN_MESSAGES.offset)
  .default(0);
const limit = z.coerce
  .number({ error: ADMIN_MESSAGES.limit })
  .int(ADMIN_MESSAGES.limit)
  .min(1, ADMIN_MESSAGES.limit)
  .max(100, ADMIN_MESSAGES.limit)
  .default(25);
const blankIsNone = (v: unknown) => (v === "" ? undefined : v);

/** GET /api/admin/merchants?status=&type=&q=&offset=&limit= */
export const ZAdminMerchantsQuery = z.object({
  status: z.preprocess(blankIsNone, z.enum(STORE_STATUSES, { error: ADMIN_MESSAGES.status }).optional()),
  type: z.preprocess(blankIsNone, z.enum(BUSINESS_TYPES, { error: ADMIN_MESSAGES.type }).optional()),
  q: z
    .string()
    .trim()
    .max(100, "q must be at most 100 characters")
    .optional()
    .transform((v) => v || undefined),
  offset,
  limit,
});
export type TAdminMerchantsRequest = z.input<typeof ZAdminMerchantsQuery>;
export type TAdminMerchantsQuery = z.output<typeof ZAdminMerchantsQuery>;

/** GET /api/admin/audit-log?cursor=&limit= (and `format=csv` for the whole record as a file). */
export const ZOperatorLogQuery = z.object({
  cursor: z
    .string({ error: ADMIN_MESSAGES.cursor })
    .regex(UUID_PATTERN, ADMIN_MESSAGES.cursor)
    .transform((v) => v.toLowerCase())
    .optional(),
  limit: limit.default(50),
  format: z.enum(["json", "csv"], { error: "format must be json or csv" }).default("json"),
});

/** An amount in one currency: a store's money is in its own (decision 0067), never summed across. */
export interface TMoneyIn {
  currency: string;
  amount: string;
}

/** One row of the stores list. */
export interface TAdminMerchant {
  id: string;
  businessName: string;
  businessSlug: string;
  businessType: string;
  email: string;
  status: TStoreStatus;
  statusReason: string | null;
  createdAt: string;
  products: number;
  /** Orders placed in the last 30 days, and what they came to (cancelled ones left out). */
  orders30d: number;
  revenue30d: TMoneyIn;
  lastSignInAt: string | null;
  /** What it registered with: the approval queue shows it on each card. */
  contactPhone: string | null;
  address: string | null;
  description: string | null;
  licenceNumber: string | null;
}

export interface TAdminMerchantList {
  merchants: TAdminMerchant[];
  total: number;
  offset: number;
  limit: number;
}

/** One store as the console shows it: what it registered with, and what the operators did to it. */
export interface TAdminMerchantDetail extends TAdminMerchant {
  statusChangedAt: string | null;
  suspendedAt: string | null;
  /** The people who sign in to it. */
  members: { name: string; email: string; role: string }[];
  openOrders: number;
  history: TOperatorAction[];
}

export const OPERATOR_ACTIONS = {
  approve: "Approved",
  reject: "Rejected",
  suspend: "Suspended",
  reinstate: "Reinstated",
  "view-as-start": "Started viewing as merchant",
  "view-as-end": "Stopped viewing as merchant",
  "password-reset": "Reset a password",
  "mail-retry": "Retried mail",
  "operator-add": "Gave a platform role",
  "operator-remove": "Took a platform role away",
} as const;
export type TOperatorActionKind = keyof typeof OPERATOR_ACTIONS;

/** One record of `GET /api/admin/audit-log`. */
export interface TOperatorAction {
  id: string;
  action: TOperatorActionKind;
  actor: { id: string | null; name: string; email: string | null };
  merchantId: string | null;
  storeName: string | null;
  reason: string | null;
  details: Record<string, unknown>;
  createdAt: string;
}

export interface TOperatorLogPage {
  entries: TOperatorAction[];
  nextCursor: string | null;
}

/** GET /api/admin/stats: how the platform is doing. */
export interface TAdminStats {
  stores: Record<TStoreStatus, number>;
  /** The last 30 days, oldest first (UTC days). */
  days: { date: string; newStores: number; orders: number }[];
  /** Revenue per day for the same days, one series per currency that had any. */
  revenue: { currency: string; days: { date: string; amount: string }[]; total: string }[];
  /** The stores with the most orders in the last 30 days. */
  busiest: { id: string; businessName: string; businessSlug: string; orders: number; revenue: TMoneyIn }[];
  failedMail: number;
  /** Orders waiting for a card, Razorpay or UPI payment for over an hour. */
  awaitingSettlement: {
    count: number;
    orders: {
      id: string;
      merchantId: string;
      businessName: string;
      paymentMethod: string;
      amount: TMoneyIn;
      createdAt: string;
    }[];
  };
}

/** GET /api/admin/mail/failed: mail given up on, to send again. */
export interface TFailedMail {
  id: string;
  kind: string;
  recipient: string;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  merchantId: string;
  storeName: string;
}

/** A view as a merchant in progress (issue 47 item 6). */
export interface TViewAs {
  merchantId: string;
  businessName: string;
  reason: string;
  endsAt: string;
}

/** GET /api/admin/me, and the login's answer for someone with a platform role. */
export interface TOperator {
  platformRole: TPlatformRole;
  person: { id: string; name: string; email: string };
  viewAs: TViewAs | null;
}

/** Whether the login's answer is an operator's (they go to `/admin`) rather than a store member's. */
export const isOperatorSignIn = (answer: object): answer is TOperator => "platformRole" in answer;
