import { and, eq, isNull } from "drizzle-orm";
import { PAYMENT_MESSAGES } from "#contracts/payments";
import type { Db } from "#server/db/client";
import { merchants } from "#server/db/schema/merchants";
import { AppError, notFound } from "#server/errors";
import { ProviderUnavailable } from "./service";
import type { StripeAccounts } from "./stripe-provider";

/** Where Stripe's onboarding sends the merchant back: the dashboard's Settings tab (issue 41). */
export const onboardingUrls = (origin: string) => ({
  returnUrl: `${origin}/dashboard?tab=settings&stripe=return`,
  refreshUrl: `${origin}/dashboard?tab=settings&stripe=refresh`,
});

export const STRIPE_DOWN_MESSAGE = "Stripe could not be reached. Please try again in a moment.";

/**
 * "Connect Stripe" (issue 41): the store's Standard account, made once (the idempotency key
 * `merchant:<id>:account` makes a double click or a retry after a lost answer the same account) and
 * kept on the store, then a fresh onboarding link for it. Direct charges on the merchant's own account
 * make them the merchant of record: refunds and disputes are theirs.
 */
export async function connectStripe(
  deps: { db: Db; stripe: StripeAccounts | null },
  merchantId: string,
  origin: string,
): Promise<{ url: string }> {
  const { db, stripe } = deps;
  if (!stripe) throw new AppError("VALIDATION", PAYMENT_MESSAGES.stripeNotConfigured);
  const [store] = await db
    .select({ email: merchants.email, accountId: merchants.stripeAccountId })
    .from(merchants)
    .where(eq(merchants.id, merchantId));
  if (!store) throw notFound("Store not found");
  try {
    let accountId = store.accountId;
    if (!accountId) {
      const made = await stripe.createAccount(merchantId, store.email, `merchant:${merchantId}:account`);
      // Only where none is kept yet: two clicks at once write the one account Stripe gave both.
      await db
        .update(merchants)
        .set({ stripeAccountId: made })
        .where(and(eq(merchants.id, merchantId), isNull(merchants.stripeAccountId)));
      const [kept] = await db
        .select({ accountId: merchants.stripeAccountId })
        .from(merchants)
        .where(eq(merchants.id, merchantId));
      accountId = kept?.accountId ?? made;
    }
    const { returnUrl, refreshUrl } = onboardingUrls(origin);
    return { url: await stripe.accountLink(accountId, returnUrl, refreshUrl) };
  } catch (err) {
    if (err instanceof ProviderUnavailable)
      throw new AppError("UNAVAILABLE", STRIPE_DOWN_MESSAGE, { cause: err });
    throw err;
  }
}
