import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TOperator } from "#contracts/admin";
import { throwIfResNotOk } from "#web/lib/api-client";
import { authKeys } from "./query-keys";

/**
 * This browser signed in as an operator lately (kept in localStorage): only then does the sign-in
 * page ask GET /api/admin/me, whose 404 every merchant and visitor would otherwise get on it.
 */
const OPERATOR_HINT = "storefront.operator";

function remember(operator: boolean) {
  try {
    if (operator) localStorage.setItem(OPERATOR_HINT, "1");
    else localStorage.removeItem(OPERATOR_HINT);
  } catch {
    // Storage refused (a private window's quota): the hint is only a hint.
  }
}

/** Whether this browser's last answer about the signed-in person was an operator's. */
export function mayBeOperator(): boolean {
  try {
    return localStorage.getItem(OPERATOR_HINT) === "1";
  } catch {
    return false;
  }
}

/**
 * The signed-in operator (issue 47): their platform role, and the store they view as its merchant,
 * if any. Null for anyone else: the server answers 404 to everyone without a platform role, signed
 * out included, as if the console did not exist.
 */
export async function getOperator(): Promise<TOperator | null> {
  const res = await fetch("/api/admin/me", { credentials: "include" });
  if (res.status === 404) {
    remember(false);
    return null;
  }
  await throwIfResNotOk(res);
  remember(true);
  return (await res.json()) as TOperator;
}

/** After an operator's sign-in (the login's answer), or a sign-out (null). */
export function rememberOperator(operator: TOperator | null) {
  remember(operator !== null);
}

export const operatorQueryOptions = () =>
  queryOptions({ queryKey: authKeys.operator(), queryFn: getOperator });

/** `enabled: false` leaves the question unasked (the sign-in page, for a browser with no operator hint). */
export const useOperator = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...operatorQueryOptions(), enabled });
