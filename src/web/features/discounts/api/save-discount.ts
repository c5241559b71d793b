import { useMutation, useQueryClient } from "@tanstack/react-query";
import { DISCOUNT_MESSAGES } from "#contracts/discount-rules";
import type { TCreateDiscountRequest, TDiscount, TUpdateDiscountRequest } from "#contracts/discounts";
import { toast } from "#web/components/ui/use-toast";
import { apiRequest, errorMessage } from "#web/lib/api-client";
import { discountsQueryKey } from "./get-discounts";

export async function createDiscount(data: TCreateDiscountRequest): Promise<TDiscount> {
  return (await apiRequest("POST", "/api/discounts", data)).json();
}

export async function updateDiscount({
  id,
  data,
}: {
  id: string;
  data: TUpdateDiscountRequest;
}): Promise<TDiscount> {
  return (await apiRequest("PUT", `/api/discounts/${encodeURIComponent(id)}`, data)).json();
}

export async function deleteDiscount(id: string): Promise<void> {
  await apiRequest("DELETE", `/api/discounts/${encodeURIComponent(id)}`);
}

/**
 * A discount mutation that refreshes the list and says so. `failed` toasts a refusal; the form's
 * mutations leave it out and show the server's message beside the field instead.
 */
function useDiscountMutation<I, O>(
  fn: (input: I) => Promise<O>,
  done: (result: O) => string,
  failed?: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async (result) => {
      toast({ title: done(result) });
      await queryClient.invalidateQueries({ queryKey: discountsQueryKey });
    },
    onError: failed
      ? (error) => toast({ title: failed, description: errorMessage(error), variant: "destructive" })
      : undefined,
  });
}

export const useCreateDiscount = () =>
  useDiscountMutation(createDiscount, (d) => `Discount code ${d.code} created`);
export const useUpdateDiscount = () =>
  useDiscountMutation(updateDiscount, (d) => `Discount code ${d.code} saved`);
export const useToggleDiscount = () =>
  useDiscountMutation(
    updateDiscount,
    (d) => `${d.code} is ${d.active ? "on" : "off"}`,
    "Could not switch the discount code",
  );
export const useDeleteDiscount = () =>
  useDiscountMutation(deleteDiscount, () => DISCOUNT_MESSAGES.deleted, "Could not delete the discount code");
