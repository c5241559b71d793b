import type { Translate } from "./i18n/format-message";
import { momentText } from "./local-time-text";
import type { TLocalMoment } from "./trading-hours";

// What a closed or paused store offers on its ordering screens (issue 42, items 5 and 6; decision
// 0056), told before anything is filled in. Pure and without zod: the storefront imports it, and the
// server decides a prescription by the same rule.

/** A store's trading now, as the server's clock decided it (the microsite's answer, or tradingState). */
interface TTradingNow {
  openNow: boolean;
  paused: boolean;
  opensAt: TLocalMoment | null;
}

/**
 * Whether a prescription is taken now: `open`; `review-at-opening`, closed (not paused) at a store
 * that takes prescriptions while closed; or `closed`, nothing to send. A pause is the merchant's
 * "not taking orders right now", so it holds for prescriptions too.
 */
export function prescriptionWelcome(
  store: Pick<TTradingNow, "openNow" | "paused"> & { prescriptionsWhileClosed: boolean },
): "open" | "review-at-opening" | "closed" {
  if (store.openNow) return "open";
  return store.prescriptionsWhileClosed && !store.paused ? "review-at-opening" : "closed";
}

/** "Tue 9:00 AM" (a US store), "Tue 09:00" (24 hours): the store-local day and time it opens. */
export const opensLabel = (opensAt: TLocalMoment, locale: string) => momentText(opensAt, locale);

export const CLOSED_TEXT = {
  /** Why nothing can be ordered now: the words of the server's refusal (orderRefusal). */
  reason: (store: string, trading: TTradingNow, locale: string, t: Translate) => {
    const when = trading.opensAt ? opensLabel(trading.opensAt, locale) : null;
    if (trading.paused)
      return when ? t("hours.pausedReasonOpens", { store, when }) : t("hours.pausedReason", { store });
    return when ? t("hours.closedReasonOpens", { store, when }) : t("hours.closedReason", { store });
  },
  /** Closed, but it takes orders for later. */
  laterOffered: (t: Translate) => t("hours.laterOffered"),
  /** Closed, and nothing can be ordered. */
  cartKept: (t: Translate) => t("hours.cartKept"),
  /** A prescription sent now is reviewed at opening. */
  reviewAtOpening: (store: string, opensAt: TLocalMoment | null, locale: string, t: Translate) =>
    opensAt
      ? t("hours.reviewAtOpeningWhen", { store, when: opensLabel(opensAt, locale) })
      : t("hours.reviewAtOpening", { store }),
  /** Nothing can be sent now. */
  prescriptionLater: (t: Translate) => t("hours.prescriptionLater"),
} as const;
