import type { TMerchant } from "#contracts/auth";
import type { TLatLng } from "#contracts/maps";
import { apiRequest } from "#web/lib/api-client";

/** A delivery area around the store (issue 48): POST /api/delivery-zones makes its polygon. */
export interface RadiusZone {
  name: string;
  center: TLatLng;
  radiusKm: number;
  deliveryFee: string;
  minimumOrder: string;
}

export interface DeliveryChoice {
  fulfilment: { delivery: boolean; pickup: boolean };
  /** The store's point, when it changed, saved with the store's look as it is. */
  location?: {
    store: Pick<TMerchant, "logoUrl" | "customDisplayName" | "contactPhone" | "theme">;
    at: TLatLng;
  };
  zone?: RadiusZone;
}

/**
 * The delivery step's writes, in the order each needs the one before: how shoppers get their
 * order, then where the store is, then the area around it.
 */
export async function saveDelivery({ fulfilment, location, zone }: DeliveryChoice): Promise<void> {
  await apiRequest("PUT", "/api/merchant/trading", { fulfilment });
  if (location) {
    const { logoUrl, customDisplayName, contactPhone, theme } = location.store;
    await apiRequest("PUT", "/api/merchant/customization", {
      logoUrl,
      customDisplayName,
      contactPhone,
      theme,
      location: location.at,
    });
  }
  if (zone) await apiRequest("POST", "/api/delivery-zones", zone);
}
