import { randomInt } from "node:crypto";

/**
 * The Razorpay entities the stand-in keeps, in the API's own shapes (field names as in
 * https://razorpay.com/docs/api): the fields the app reads and enough of the rest to be recognisable.
 */
const ALPHANUMERIC = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** 14 letters or digits, as Razorpay's ids after their prefix (`plink_`, `pay_`, `rfnd_`, `order_`). */
export const randomCode = (length = 14) =>
  Array.from({ length }, () => ALPHANUMERIC[randomInt(ALPHANUMERIC.length)]).join("");
export const newId = (prefix: string) => `${prefix}_${randomCode()}`;
export const randomDigits = (length: number) => Array.from({ length }, () => randomInt(10)).join("");

/** Notes as Razorpay answers them: an object, or `[]` when there are none (a PHP habit of its API). */
export type Notes = Record<string, string | number> | [];

export interface RazorpayErrorBody {
  error: {
    code: string;
    description: string;
    source: string;
    step: string;
    reason: string;
    metadata: Record<string, unknown>;
    field?: string;
  };
}

export type LinkStatus = "created" | "partially_paid" | "paid" | "expired" | "cancelled";

/** One payment as a link lists it (`payments` of a Payment Link). */
export interface LinkPayment {
  amount: number;
  created_at: number;
  method: string;
  payment_id: string;
  plink_id: string;
  status: "captured" | "authorized" | "failed";
  updated_at: number;
}

export interface PaymentLink {
  accept_partial: boolean;
  amount: number;
  amount_paid: number;
  callback_method: string;
  callback_url: string;
  cancelled_at: number;
  created_at: number;
  currency: string;
  customer: { name?: string; email?: string; contact?: string };
  description: string;
  expire_by: number;
  expired_at: number;
  first_min_partial_amount: number;
  id: string;
  notes: Notes;
  notify: { email: boolean; sms: boolean; whatsapp: boolean };
  order_id: string;
  /** null until the first attempt, as Razorpay answers. */
  payments: LinkPayment[] | null;
  reference_id: string;
  reminder_enable: boolean;
  reminders: unknown[];
  short_url: string;
  status: LinkStatus;
  updated_at: number;
  upi_link: boolean;
  user_id: string;
  whatsapp_link: boolean;
}

export type PaymentStatus = "created" | "authorized" | "captured" | "refunded" | "failed";

export interface Payment {
  id: string;
  entity: "payment";
  amount: number;
  currency: string;
  status: PaymentStatus;
  order_id: string | null;
  invoice_id: string | null;
  international: boolean;
  method: string;
  amount_refunded: number;
  refund_status: "partial" | "full" | null;
  captured: boolean;
  description: string | null;
  card_id: string | null;
  bank: string | null;
  wallet: string | null;
  vpa: string | null;
  email: string;
  contact: string;
  notes: Notes;
  fee: number | null;
  tax: number | null;
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  acquirer_data: Record<string, string | null>;
  created_at: number;
}

export type RefundStatus = "pending" | "processed" | "failed";

export interface Refund {
  id: string;
  entity: "refund";
  amount: number;
  currency: string;
  payment_id: string;
  notes: Notes;
  receipt: string | null;
  acquirer_data: { arn: string | null };
  created_at: number;
  batch_id: string | null;
  status: RefundStatus;
  speed_processed: "normal" | "instant";
  speed_requested: "normal" | "optimum";
}

export interface Order {
  id: string;
  entity: "order";
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  offer_id: string | null;
  status: "created" | "attempted" | "paid";
  attempts: number;
  notes: Notes;
  created_at: number;
}

/** A webhook delivery's body (https://razorpay.com/docs/webhooks/payloads). */
export interface RazorpayEvent {
  entity: "event";
  account_id: string;
  event: string;
  contains: string[];
  payload: Record<string, { entity: unknown }>;
  created_at: number;
}
