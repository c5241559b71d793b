import type { TCreateDiscountRequest, TDiscount, TUpdateDiscountRequest } from "#contracts/discounts";
import { apiRequest } from "#web/lib/api-client";
import { type MutationCallbacks, useApiMutation } from "#web/lib/use-api-mutation";
import { discountsKeys } from "./query-keys";

export async function createDiscount(data: TCreateDiscountRequest): Promise<TDiscount> {
  return (await apiRequest("POST", "/api/discounts", data)).json();
}

type DiscountUpdate = { id: string; data: TUpdateDiscountRequest };

export async function updateDiscount({ id, data }: DiscountUpdate): Promise<TDiscount> {
  return (await apiRequest("PUT", `/api/discounts/${encodeURIComponent(id)}`, data)).json();
}

export async function deleteDiscount(id: string): Promise<void> {
  await apiRequest("DELETE", `/api/discounts/${encodeURIComponent(id)}`);
}

// Each refreshes the list. The form's edit and the list's switch are both updates.
export const useCreateDiscount = (callbacks?: MutationCallbacks<TDiscount, TCreateDiscountRequest>) =>
  useApiMutation({ mutationFn: createDiscount, invalidates: [discountsKeys.all] }, callbacks);
export const useUpdateDiscount = (callbacks?: MutationCallbacks<TDiscount, DiscountUpdate>) =>
  useApiMutation({ mutationFn: updateDiscount, invalidates: [discountsKeys.all] }, callbacks);
export const useDeleteDiscount = (callbacks?: MutationCallbacks<void, string>) =>
  useApiMutation({ mutationFn: deleteDiscount, invalidates: [discountsKeys.all] }, callbacks);
