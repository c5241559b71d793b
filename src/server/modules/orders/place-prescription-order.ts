import { chooseZone } from "#contracts/delivery-pricing";
import type { TPlaceOrderResponse } from "#contracts/orders";
import { PRESCRIPTION_MESSAGES } from "#contracts/prescription-messages";
import type { TPrescriptionOrderInput } from "#contracts/prescriptions";
import { pickLanguage } from "#contracts/shopper-language";
import { prescriptionWelcome } from "#contracts/store-closed";
import { tradingState } from "#contracts/trading-hours";
import type { TOrderLocation } from "#contracts/zones";
import type { Db, Tx } from "#server/db/client";
import { AppError } from "#server/errors";
import type { EventBus } from "#server/events/event-bus";
import type { IdempotentRequest } from "#server/idempotency/idempotency-key";
import { oncePerKey } from "#server/idempotency/once-per-key";
import { phoneKey } from "#server/phones/phone-key";
import { toNewOrderEvent, toPlacedOrderResponse } from "./mappers";
import { insertNewOrder } from "./new-order-rows";
import { requireOrderContext } from "./order-context";
import { announceNewOrder } from "./order-events";
import { requireWhen } from "./order-terms";

/**
 * A prescription order: no items and a total of 0 ('Pending Quote') until the pharmacy quotes it.
 * `claimFile` (the prescriptions module's) takes the uploaded file for this order in the same
 * transaction, so a file is sent with one order only, and a refused file leaves no order behind.
 * Under an `Idempotency-Key` already used for this order, the first order's response is given back.
 */
export async function placePrescriptionOrder(
  db: Db,
  events: EventBus,
  data: TPrescriptionOrderInput,
  claimFile: (tx: Tx, order: { id: string; merchantId: string }) => Promise<void>,
  idempotent: IdempotentRequest | null,
  now: () => number,
  mailBaseUrl: string | null,
): Promise<{ response: TPlaceOrderResponse; replayed: boolean }> {
  return oncePerKey(db, idempotent, async (runner) => {
    const { store, terms, deliverTo } = await requireOrderContext(
      runner,
      data.merchantSlug,
      [],
      data.location,
    );
    if (!store.acceptsPrescriptions) throw new AppError("CONFLICT", PRESCRIPTION_MESSAGES.storeRefuses);
    // Prescriptions are delivered now: the pharmacy's quote prices the whole order, so the zone
    // only says whether and where (its fee and minimum do not apply before the quote).
    const at = now();
    // Closed (not paused) at a pharmacy that reviews prescriptions at opening: taken (decision 0056).
    const welcome = prescriptionWelcome({ ...tradingState(terms.hours, at), ...store });
    if (welcome !== "review-at-opening") requireWhen(terms, null, at);
    const zone = chooseZone(deliverTo() ?? [], null, store.money.currency)?.zone;
    // The route resolved an address's point and its precision (geocoding/service.ts).
    const location: TOrderLocation | undefined = data.location;
    const point = location && {
      lat: location.lat,
      lng: location.lng,
      source: location.source ?? null,
      precision: location.precision ?? null,
    };
    const delivery = point
      ? {
          ...point,
          zoneId: zone?.id ?? null,
          zoneName: zone?.name ?? null,
          etaMinutes: zone?.etaMinutes ?? null,
        }
      : null;
    const order = await runner.transaction(async (tx: Tx) => {
      const row = await insertNewOrder(
        tx,
        {
          merchantId: store.id,
          placedAt: new Date(at),
          customer: { ...data.customer, phoneKey: phoneKey(data.customer.phone, store.country) },
          orderType: "prescription",
          currency: store.money.currency,
          language: pickLanguage(store, { query: data.language }),
          totalAmount: "0",
          subtotal: "0",
          deliveryFee: "0",
          fulfilment: "delivery",
          slot: null,
          discount: null,
          notes: data.notes,
          prescriptionFileUrl: data.prescriptionFileUrl,
          prescriptionNotes: data.prescriptionNotes,
          delivery,
          mailBaseUrl,
        },
        [],
        "Prescription received",
      );
      await claimFile(tx, { id: row.id, merchantId: store.id });
      return toPlacedOrderResponse(row, []);
    });
    return { response: order, afterCommit: () => announceNewOrder(events, store.id, toNewOrderEvent(order)) };
  });
}
