import type { TMoneyIn } from "#contracts/admin";
import { formatMoney } from "#contracts/money";

/**
 * The console reads every store's figures in the operator's own formats: the browser's language,
 * each amount in its store's currency (never summed across currencies, decision 0067).
 */
export const consoleLocale = () => (typeof navigator !== "undefined" && navigator.language) || "en-US";

export const formatAmount = ({ currency, amount }: TMoneyIn) =>
  formatMoney(amount, { currency, locale: consoleLocale() });

/** An amount in minor units (cents) of `currency`. */
export const formatMinor = (minor: number, currency: string) =>
  formatMoney(minor, { currency, locale: consoleLocale() });

/** "Nov 22, 2026, 3:04 PM" in the operator's zone. */
export const formatWhen = (iso: string) =>
  new Date(iso).toLocaleString(consoleLocale(), { dateStyle: "medium", timeStyle: "short" });

/** "Nov 22, 2026". */
export const formatDay = (iso: string) =>
  new Date(iso).toLocaleDateString(consoleLocale(), { dateStyle: "medium" });

/** A UTC day of the figures ("2026-11-22") as "Nov 22". */
export const formatShortDay = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString(consoleLocale(), {
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });

/** "3:04 PM": when a view as a merchant ends. */
export const formatTime = (iso: string) =>
  new Date(iso).toLocaleTimeString(consoleLocale(), { hour: "numeric", minute: "2-digit" });

export const count = (n: number) => n.toLocaleString(consoleLocale());
