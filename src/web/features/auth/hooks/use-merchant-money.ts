import { useQuery } from "@tanstack/react-query";
import { storeMoneyFormat } from "#contracts/display-locale";
import { type TMoneyFormat, US_DOLLARS } from "#contracts/money";
import type { TUser } from "#contracts/staff";
import { userQueryOptions } from "../api/get-user";

const merchantMoney = (user: TUser | null): TMoneyFormat | null => (user ? storeMoneyFormat(user) : null);

/**
 * How the dashboard writes the signed-in store's money (issue 45): its currency and locale from
 * GET /api/user, read from the cache the signed-in screens fill (this never fetches). US dollars
 * while signed out or loading (the screens wait for the user anyway).
 */
export function useMerchantMoney(): TMoneyFormat {
  const { data } = useQuery({ ...userQueryOptions(), select: merchantMoney, enabled: false });
  return data ?? US_DOLLARS;
}
