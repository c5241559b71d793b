import type { TOpeningRange } from "#contracts/trading-hours";
import { apiRequest } from "#web/lib/api-client";

/** The hours step's write: the week's opening hours (PUT /api/merchant/trading), the rest as it is. */
export async function saveOpeningHours(openingHours: TOpeningRange[]): Promise<void> {
  await apiRequest("PUT", "/api/merchant/trading", { openingHours });
}
