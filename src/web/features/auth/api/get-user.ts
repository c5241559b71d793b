import { queryOptions, useQuery } from "@tanstack/react-query";
import { storeMoneyFormat } from "#contracts/display-locale";
import { type TMoneyFormat, US_DOLLARS } from "#contracts/money";
import { DEFAULT_LANGUAGE, type TLanguage } from "#contracts/shopper-language";
import type { TAction, TUser } from "#contracts/staff";
import { getJsonOrNull } from "#web/lib/api-client";
import { authKeys } from "./query-keys";

/**
 * The signed-in person in the session's store (decision 0059): the store, their role there, what it
 * may do, and their other stores; null when signed out (a 401 is not an error here).
 */
export const getUser = () => getJsonOrNull<TUser>("/api/user");

export const userQueryOptions = () => queryOptions({ queryKey: authKeys.user(), queryFn: getUser });

export const useUser = () => useQuery(userQueryOptions());

/**
 * What the signed-in person's role may do in the session's store (issue 43, decision 0059): the
 * screens' one question, `useQuery(permissionsQueryOptions()).data.includes("orders.export")`, read
 * from the same cached user. Empty while loading or signed out: nothing is offered until known.
 */
export const permissionsQueryOptions = () =>
  queryOptions({
    ...userQueryOptions(),
    select: (user: TUser | null): readonly TAction[] => user?.permissions ?? [],
  });

/**
 * How the dashboard writes the signed-in store's money, times and days (issue 45): its currency in
 * the reader's formats (displayLocale). `useQuery(merchantMoneyQueryOptions()).data ?? US_DOLLARS`:
 * dollars only while signed out or loading, when no screen shows money.
 */
export const merchantMoneyQueryOptions = () =>
  queryOptions({
    ...userQueryOptions(),
    select: (user: TUser | null): TMoneyFormat => (user ? storeMoneyFormat(user) : US_DOLLARS),
  });

/**
 * The languages the signed-in store's pages offer (issue 45): what the catalog's forms ask
 * translations for. English alone while signed out or loading.
 */
export const storeLanguagesQueryOptions = () =>
  queryOptions({
    ...userQueryOptions(),
    select: (user: TUser | null): readonly TLanguage[] => user?.languages ?? [DEFAULT_LANGUAGE],
  });
