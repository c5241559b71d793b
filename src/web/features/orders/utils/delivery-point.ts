import type { TLocationSource } from "#contracts/fulfilment";

/** Where the order's delivery point came from, in the merchant's words: how far to trust it. */
export const LOCATION_SOURCE_LABELS: Record<TLocationSource, string> = {
  pin: "Pin placed by the customer",
  device: "Customer's device location",
  address: "From the address (approximate)",
};

/** The point on openstreetmap.org, marked and zoomed in to the street. */
export const openInMapsUrl = ({ lat, lng }: { lat: number; lng: number }) =>
  `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;
