import { useMutation, useQueryClient } from "@tanstack/react-query";
import { AUTH_MESSAGES, type TRegisterRequest, type TRegisterResponse } from "#contracts/auth";
import { toast } from "#web/components/ui/use-toast";
import { apiRequest, errorMessage, resetCsrfToken } from "#web/lib/api-client";
import { userQueryKey } from "./get-user";

/** The register failures that belong to one field of the form. */
export const isFieldError = (message: string) =>
  message === AUTH_MESSAGES.emailTaken || message === AUTH_MESSAGES.slugTaken;

export async function register(data: TRegisterRequest): Promise<TRegisterResponse> {
  const res = await apiRequest("POST", "/api/register", data);
  resetCsrfToken();
  return res.json();
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (result) => {
      if ("pendingApproval" in result) {
        toast({ title: "Registration Successful!", description: result.message });
        return;
      }
      queryClient.setQueryData(userQueryKey, result);
      toast({
        title: "Registration Successful!",
        description: `Welcome, ${result.businessName}! Your store is live.`,
      });
    },
    onError: (error) => {
      // A taken email or store address is shown on its field by the form, not in a toast.
      if (isFieldError(errorMessage(error))) return;
      toast({ title: "Registration failed", description: errorMessage(error), variant: "destructive" });
    },
  });
}
