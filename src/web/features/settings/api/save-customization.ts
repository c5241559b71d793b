import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TMerchant } from "#contracts/auth";
import type { TCustomizationRequest } from "#contracts/merchant-settings";
import { toast } from "#web/components/ui/use-toast";
import { userQueryOptions } from "#web/features/auth/api/get-user";
import { apiRequest, errorMessage } from "#web/lib/api-client";

export async function saveCustomization(data: TCustomizationRequest): Promise<TMerchant> {
  return (await apiRequest("PUT", "/api/merchant/customization", data)).json();
}

/** Saves the store's look; the signed-in merchant's data is replaced with the answer. */
export function useSaveCustomization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCustomization,
    onSuccess: (merchant) => {
      queryClient.setQueryData(userQueryOptions().queryKey, merchant);
      toast({ title: "Settings saved", description: "Your store shows the changes now." });
    },
    onError: (error) =>
      toast({ title: "Save failed", description: errorMessage(error), variant: "destructive" }),
  });
}
