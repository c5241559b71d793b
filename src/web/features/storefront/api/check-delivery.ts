import type { TDeliveryCheck } from "#contracts/zones";
import { throwIfResNotOk } from "#web/lib/api-client";

async function once(slug: string, point: { lat: number; lng: number }): Promise<TDeliveryCheck> {
  const params = new URLSearchParams({ lat: String(point.lat), lng: String(point.lng) });
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
): Promise<TDeliveryCheck> {
  try {
    return await once(slug, point);
  } catch {
    return once(slug, point);
  }
}
