import { customerOrderNumber } from "#contracts/order-statuses";
import { CARD_FEW_LEFT_MAX, fewLeft, PAGE_FEW_LEFT_MAX } from "#contracts/stock";
/** Small display rules of the storefront screens (spec sections 2 and 9). */

/** The order success screen shows '#' and the last 8 characters of the id, upper-cased. */
export const orderNumber = customerOrderNumber;

/** The product page shows the first 8 characters of a product id. */
export const shortId = (id: string) => id.slice(0, 8);

/** A tel: link for a phone number as typed ("+1 212-555-0142" -> "tel:+12125550142"). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

export const pluralize = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

/** Card badge: 'Only N left' for 1 to 9 units. */
export const cardLowStock = (quantity: number | null) => fewLeft(quantity, CARD_FEW_LEFT_MAX);

/** Product page badge: 'Only N left' for 1 to 5 units. */
export const pageLowStock = (quantity: number | null) => fewLeft(quantity, PAGE_FEW_LEFT_MAX);

/**
 * Where an ad's click goes: null for a blank link. http(s) URLs and site paths are kept, a bare
 * host gets https://, any other scheme (javascript:, data:...) is refused.
 */
export function adHref(link: string | null | undefined): string | null {
  const trimmed = link?.trim();
  if (!trimmed) return null;
  if (/^https?:\/\//i.test(trimmed) || /^\/(?!\/)/.test(trimmed)) return trimmed;
  if (/^[a-z][a-z\d+.-]*:(?!\d)/i.test(trimmed) || trimmed.startsWith("//")) return null;
  return `https://${trimmed}`;
}
