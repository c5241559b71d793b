import { SLUG_PATTERN } from "#contracts/slug";
import { STOREFRONT_MESSAGES, storeDisplayName } from "#contracts/storefront";
import { orderRefusal } from "#contracts/trading-hours";
import type { Db, Tx } from "#server/db/client";
import { AppError } from "#server/errors";
import { toTradingHours } from "#server/modules/trading/service";
import { requireDeliverable } from "#server/modules/zones/service";
import { findOrderContext } from "./queries";

/**
 * What a new order is decided from, read in one query: the store ('Store not found' unless it is an
 * approved one), the cart's products as the database has them, and `deliverTo`, which gives where
 * the order goes or refuses it with the zones' message. (A store's own refusals come first: a
 * pharmacy that takes no prescriptions says so whatever the address.) A store that is closed or
 * paused at `now` takes no order at all: 409 with when to come back.
 */
export async function requireOrderContext(
  db: Db | Tx,
  slug: string,
  productIds: string[],
  location: { lat: number; lng: number } | undefined,
  now: number,
) {
  // A string that cannot be a slug (a NUL, a space...) is just another unknown store.
  const context = SLUG_PATTERN.test(slug)
    ? await findOrderContext(db, slug, productIds, location)
    : undefined;
  if (!context) throw new AppError("NOT_FOUND", STOREFRONT_MESSAGES.storeNotFound);
  const closed = orderRefusal(storeDisplayName(context), toTradingHours(context), now);
  if (closed) throw new AppError("CONFLICT", closed);
  return {
    store: { id: context.id, acceptsPrescriptions: context.acceptsPrescriptions },
    products: context.products,
    deliverTo: () =>
      requireDeliverable({ candidates: context.zones, hasDeliveryArea: context.hasDeliveryArea }, location),
  };
}
