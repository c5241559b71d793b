import { useState } from "react";
import type { TOrderSlots } from "#contracts/fulfilment";
import type { Translate } from "#contracts/i18n/format-message";
import { dayText } from "#contracts/local-time-text";
import { slotDayLabel } from "#contracts/order-slots";
import type { TMicrositeMerchant } from "#contracts/storefront";
import { DAY_MS, storeClockText } from "#contracts/trading-hours";
import { englishIfLoaded } from "#web/lib/i18n/load-catalog";
import { useT } from "#web/lib/i18n/page-language";
import { useOrderSlots } from "../api/get-order-slots";
import { serverText } from "./order-failure";
import { useStoreMoney } from "./use-store-money";

export type OrderWhen = "asap" | "later";

/**
 * When the order is for (issue 27): as soon as possible, or a slot of the store's orders for later.
 * The slots are asked for only while the checkout is open. A closed store that takes orders for
 * later takes only those, so "later" is chosen for the customer. After a 409 "slot is full", the
 * slot the server offers is chosen (`offer`).
 */
export function useOrderSchedule({
  slug,
  open,
  merchant,
}: {
  slug: string;
  /** The checkout is on screen. */
  open: boolean;
  merchant: Pick<TMicrositeMerchant, "openNow" | "scheduledOrders" | "timeZone">;
}) {
  const offered = merchant.scheduledOrders.enabled;
  const { locale } = useStoreMoney();
  const t = useT();
  const slots = useOrderSlots(slug, open && offered);
  const enabled = offered && slots.data?.enabled !== false;
  const asapAvailable = merchant.openNow || !enabled;
  const [choice, setChoice] = useState<OrderWhen | null>(null);
  const [picked, setPicked] = useState<string | null>(null);
  const [day, setDay] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const mode: OrderWhen = !enabled ? "asap" : !asapAvailable ? "later" : (choice ?? "asap");
  const days = slots.data?.days ?? [];
  const slot = days.flatMap((d) => d.slots).find((s) => s.startsAt === picked && s.available) ?? null;
  const shownDay =
    days.find((d) => d.date === day) ??
    days.find((d) => d.slots.some((s) => s.startsAt === picked)) ??
    days.find((d) => d.slots.some((s) => s.available)) ??
    days[0] ??
    null;
  const timeZone = slots.data?.timeZone ?? merchant.timeZone;
  const scheduledFor = mode === "later" ? (slot?.startsAt ?? null) : null;

  return {
    /** The store takes orders for later: the checkout asks "When?". */
    enabled,
    asapAvailable,
    mode,
    setMode: (next: OrderWhen) => {
      setChoice(next);
      setNotice(null);
    },
    slots,
    /** The day whose slots are shown. */
    day: shownDay,
    /** The days' names in the page's language: "Today", "Tomorrow", "Thu, Nov 27". */
    dayLabels: dayLabels(days, locale, t),
    setDay: (date: string) => {
      setDay(date);
      setPicked(null);
      setNotice(null);
    },
    /** The chosen slot, while it is still free. */
    slot,
    pick: (startsAt: string) => {
      setPicked(startsAt);
      setNotice(null);
    },
    /** Why the chosen slot was refused, and which one is chosen instead (the server's words, in the page's language). */
    notice: notice && serverText(notice, t),
    offer: (next: { startsAt: string } | null, message: string) => {
      setChoice("later");
      setPicked(next?.startsAt ?? null);
      setDay(null);
      setNotice(message);
    },
    /** What the order sends: the slot's start, or null for as soon as possible. */
    scheduledFor,
    /** "Later" without a free slot chosen: the order cannot go yet. */
    missing: mode === "later" && scheduledFor === null,
    /** "Tue 6:30 PM", the chosen slot in the store's time zone and formats. */
    when: scheduledFor ? storeClockText(scheduledFor, timeZone, locale) : null,
  };
}

export type OrderSchedule = ReturnType<typeof useOrderSchedule>;

type SlotDay = TOrderSlots["days"][number];

/** A store-local "2026-11-25" as its day number (days since 1970-01-01). */
const dayNumber = (date: string) => Math.round(Date.parse(date) / DAY_MS);

/**
 * The store's today, as the server's answer names its days (it says "Today" and "Tomorrow" by its own
 * clock, in English): null when none of them is either.
 */
function todayOf(days: SlotDay[]): number | null {
  // English comes with the checkout's code (views/lazy-views.ts).
  const english = englishIfLoaded();
  if (!english) return null;
  for (const day of days) {
    const n = dayNumber(day.date);
    if (day.label === slotDayLabel(n, n, "en", english)) return n;
    if (day.label === slotDayLabel(n, n - 1, "en", english)) return n - 1;
  }
  return null;
}

/** Each day's name by its date, as slotDayLabel says it in the page's language and formats. */
function dayLabels(days: SlotDay[], locale: string, t: Translate): Map<string, string> {
  const today = todayOf(days);
  return new Map(
    days.map((day) => {
      const n = dayNumber(day.date);
      return [day.date, today === null ? dayText(n, locale) : slotDayLabel(n, today, locale, t)];
    }),
  );
}
