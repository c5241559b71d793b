import { momentText } from "#contracts/local-time-text";
import { localMoment } from "#contracts/trading-hours";

/**
 * "Tue 6:30 PM" (a US store; "Tue 18:30" where the clock has 24 hours): an instant (a slot's start,
 * an order's `scheduledFor`) as the store's clock shows it, in the same words as the store's "Closed ·
 * opens Tue 9:00 AM". The customer may be in another zone; the store's time is the one the order is
 * made for.
 */
export function storeDayTime(iso: string, timeZone: string, locale: string): string {
  const instant = Date.parse(iso);
  let moment: ReturnType<typeof localMoment>;
  try {
    moment = localMoment(timeZone, instant);
  } catch {
    // A name this browser does not know: UTC says the right instant in a clock the server also uses.
    moment = localMoment("UTC", instant);
  }
  return momentText(moment, locale);
}
