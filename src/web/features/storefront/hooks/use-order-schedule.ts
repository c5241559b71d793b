import { useState } from "react";
import type { TMicrositeMerchant } from "#contracts/storefront";
import { storeClockText } from "#contracts/trading-hours";
import { useOrderSlots } from "../api/get-order-slots";
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
    /** Why the chosen slot was refused, and which one is chosen instead. */
    notice,
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
