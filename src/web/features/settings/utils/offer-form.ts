import { amountOf } from "#contracts/amount";
import { currencyDigits } from "#contracts/currency";
import {
  MAX_DAYS_AHEAD,
  MAX_LEAD_MINUTES,
  MAX_ORDERS_PER_SLOT,
  type TScheduledOrders,
} from "#contracts/fulfilment";
import { fromMinor } from "#contracts/money";

// The Settings cards' fields are text while being typed; these turn them into the contract's values,
// or say what is wrong in the field's own words, before anything is sent. The server checks again.

export type Checked<Value> = { value: Value; error?: undefined } | { value?: undefined; error: string };

/** "45" -> 45; blank, "4.5", "-1" or out of range: a message naming the range. */
export function wholeNumber(text: string, min: number, max: number): Checked<number> {
  const trimmed = text.trim();
  const error = `Enter a whole number from ${min} to ${max}`;
  if (!/^\d+$/.test(trimmed)) return { error };
  const value = Number(trimmed);
  return value >= min && value <= max ? { value } : { error };
}

/** An amount as the currency writes it, for a field's message: "3.50" in dollars, "350" in yen. */
function exampleAmount(currency: string): string {
  const digits = currencyDigits(currency);
  return digits === 0 ? "350" : fromMinor(35 * 10 ** (digits - 1), currency);
}

/** "3.5" -> "3.5" (the server writes it as "3.50"); blank is free delivery. `currency`: the store's. */
export function feeAmount(text: string, currency: string): Checked<string> {
  const trimmed = text.trim() || "0";
  if (amountOf(trimmed, currency) === null) {
    return { error: `Enter an amount like ${exampleAmount(currency)} (0 for free delivery)` };
  }
  return { value: trimmed };
}

/** The "Orders for later" form as typed. */
export interface ScheduledOrdersForm {
  enabled: boolean;
  slotMinutes: number;
  leadMinutes: string;
  daysAhead: string;
  /** Blank: no limit. */
  ordersPerSlot: string;
}

export const toScheduledOrdersForm = (saved: TScheduledOrders): ScheduledOrdersForm => ({
  enabled: saved.enabled,
  slotMinutes: saved.slotMinutes,
  leadMinutes: String(saved.leadMinutes),
  daysAhead: String(saved.daysAhead),
  ordersPerSlot: saved.ordersPerSlot === null ? "" : String(saved.ordersPerSlot),
});

export type ScheduledOrdersErrors = Partial<Record<"leadMinutes" | "daysAhead" | "ordersPerSlot", string>>;

/** The settings to send, or the message of each field that is wrong. */
export function readScheduledOrdersForm(
  form: ScheduledOrdersForm,
):
  | { settings: TScheduledOrders; errors?: undefined }
  | { settings?: undefined; errors: ScheduledOrdersErrors } {
  const lead = wholeNumber(form.leadMinutes, 0, MAX_LEAD_MINUTES);
  const days = wholeNumber(form.daysAhead, 0, MAX_DAYS_AHEAD);
  const cap: Checked<number | null> =
    form.ordersPerSlot.trim() === ""
      ? { value: null }
      : wholeNumber(form.ordersPerSlot, 1, MAX_ORDERS_PER_SLOT);
  if (lead.error !== undefined || days.error !== undefined || cap.error !== undefined) {
    const errors: ScheduledOrdersErrors = {};
    if (lead.error) errors.leadMinutes = lead.error;
    if (days.error) errors.daysAhead = days.error;
    if (cap.error) errors.ordersPerSlot = `${cap.error}, or leave it blank for no limit`;
    return { errors };
  }
  return {
    settings: {
      enabled: form.enabled,
      slotMinutes: form.slotMinutes,
      leadMinutes: lead.value,
      daysAhead: days.value,
      ordersPerSlot: cap.value,
    },
  };
}
