import type { TSlugAvailability } from "#contracts/auth";
import { apiRequest } from "#web/lib/api-client";

/** Whether a store address is free, and a free one like it when not (asked when the field loses focus). */
export async function checkSlug(slug: string): Promise<TSlugAvailability> {
  const res = await apiRequest("GET", `/api/slug-availability?slug=${encodeURIComponent(slug)}`);
  return res.json();
}
