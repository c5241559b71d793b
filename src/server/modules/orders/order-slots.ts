import { displayLocale } from "#contracts/display-locale";
import type { TOrderSlots } from "#contracts/fulfilment";
import { englishText } from "#contracts/i18n/english";
import { localToday, slotDayLabel, slotStarts } from "#contracts/order-slots";
import { dateOf } from "#contracts/trading-hours";
import type { Db } from "#server/db/client";
import { requirePublicStore } from "#server/modules/storefront/service";
import { getTrading } from "#server/modules/trading/service";
import { slotsWithRoom } from "./slot-queries";

/**
 * GET /api/microsite/{slug}/slots: the slots a customer may order for, by store-local day, each with
 * whether it still has room under the store's cap. Read fresh each time (slots fill up).
 */
export async function listOrderSlots(db: Db, slug: string, now: number): Promise<TOrderSlots> {
  const store = await requirePublicStore(db, slug);
  const settings = await getTrading(db, store.id);
  const { scheduledOrders: scheduled, timeZone } = settings;
  const answer: TOrderSlots = {
    enabled: scheduled.enabled,
    timeZone,
    leadMinutes: scheduled.leadMinutes,
    days: [],
  };
  if (!scheduled.enabled) return answer;
  const starts = slotStarts(settings, scheduled, now);
  const hasRoom = await slotsWithRoom(db, store.id, starts, scheduled.ordersPerSlot);
  const today = localToday(timeZone, now);
  const locale = displayLocale(store.locale);
  for (const start of starts) {
    let day = answer.days[answer.days.length - 1];
    if (!day || day.date !== dateOf(start.localDay)) {
      day = {
        date: dateOf(start.localDay),
        label: slotDayLabel(start.localDay, today, locale, englishText),
        slots: [],
      };
      answer.days.push(day);
    }
    day.slots.push({
      startsAt: new Date(start.startsAt).toISOString(),
      time: start.time,
      available: hasRoom(start),
    });
  }
  return answer;
}
