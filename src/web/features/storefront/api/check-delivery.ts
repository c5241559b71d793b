import type { TAddressCheck, TDeliveryCheck } from "#contracts/zones";
import { throwIfResNotOk } from "#web/lib/api-client";

/** `subtotal`: the cart's, "12.50", so that the answer's fee and zone are this order's (issue 27). */
async function once(
  slug: string,
  point: { lat: number; lng: number },
  subtotal: string | null,
): Promise<TDeliveryCheck> {
  const params = new URLSearchParams({ lat: String(point.lat), lng: String(point.lng) });
  if (subtotal !== null) params.set("subtotal", subtotal);
  const res = await fetch(`/api/microsite/${encodeURIComponent(slug)}/delivery/check?${params}`, {
    credentials: "include",
  });
  await throwIfResNotOk(res);
  return res.json();
}

/** GET /api/microsite/{slug}/delivery/check, retried once (spec section 4). */
export async function checkDelivery(
  slug: string,
  point: { lat: number; lng: number },
  subtotal: string | null = null,
): Promise<TDeliveryCheck> {
  try {
    return await once(slug, point, subtotal);
  } catch {
    return once(slug, point, subtotal);
  }
}

async function addressOnce(slug: string, address: string, subtotal: string | null): Promise<TAddressCheck> {
  const params = new URLSearchParams({ address });
  if (subtotal !== null) params.set("subtotal", subtotal);
  const res = await fetch(`/api/microsite/${encodeURIComponent(slug)}/delivery/check-address?${params}`, {
    credentials: "include",
  });
  await throwIfResNotOk(res);
  return res.json();
}

/**
 * GET /api/microsite/{slug}/delivery/check-address, retried once: the server geocodes the address and
 * judges only a street-level point (decision 0052).
 */
export async function checkAddress(
  slug: string,
  address: string,
  subtotal: string | null = null,
): Promise<TAddressCheck> {
  try {
    return await addressOnce(slug, address, subtotal);
  } catch {
    return addressOnce(slug, address, subtotal);
  }
}
