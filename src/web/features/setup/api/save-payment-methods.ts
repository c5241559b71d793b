import type { TPaymentSettings } from "#contracts/payments";
import { apiRequest } from "#web/lib/api-client";

/**
 * The payments step's write: cash and cards on or off (PUT /api/merchant/payments), everything else
 * (when a card is charged, how long an unpaid order waits, other methods) as it is.
 */
export async function savePaymentMethods(
  settings: TPaymentSettings,
  methods: { cash: boolean; card: boolean },
): Promise<void> {
  await apiRequest("PUT", "/api/merchant/payments", {
    methods,
    captureOn: settings.captureOn,
    unpaidExpiryMinutes: settings.unpaidExpiryMinutes,
  });
}
