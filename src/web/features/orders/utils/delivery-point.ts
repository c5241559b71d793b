import type { TMerchantOrderDetails } from "#contracts/order-management";

type DeliveryPoint = NonNullable<TMerchantOrderDetails["deliveryPoint"]>;

/**
 * Where the order's delivery point came from, in the merchant's words: how far to trust it. An
 * address's point says how precise the server's geocoder found it (decision 0052); one from before
 * that (no precision) was a city's centre, and says so.
 */
export function deliveryPointSource(point: Pick<DeliveryPoint, "source" | "precision">): string | null {
  switch (point.source) {
    case "pin":
      return "Pin placed by the customer";
    case "device":
      return "Customer's device location";
    case "address":
      return point.precision === "street"
        ? "From the address (found at street level)"
        : "From the address (approximate)";
    default:
      return null;
  }
}

/** The point on openstreetmap.org, marked and zoomed in to the street. */
export const openInMapsUrl = ({ lat, lng }: { lat: number; lng: number }) =>
  `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;
