import type { Db } from "#server/db/client";
import type { PaymentProvider } from "#server/modules/payments/provider";
import type { PaymentProviders } from "#server/modules/payments/providers";
import { providersOf } from "#server/modules/payments/service";
import { TEST_PAYMENTS } from "./test-app";

/**
 * The app's own providers with only the built-in test gateway on, made when first asked for (the
 * test app's database exists by then); `wrap` stands in front of each to count or fail its calls.
 */
export function testGatewayProviders(
  db: Db,
  {
    now = Date.now,
    wrap = (provider) => provider,
  }: { now?: () => number; wrap?: (provider: PaymentProvider) => PaymentProvider } = {},
): PaymentProviders {
  let real: PaymentProviders | null = null;
  return {
    get(name) {
      real ??= providersOf({ db, now, config: { payments: TEST_PAYMENTS } as never });
      const provider = real.get(name);
      return provider ? wrap(provider) : null;
    },
  };
}
