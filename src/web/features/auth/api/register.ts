import { useMutation, useQueryClient } from "@tanstack/react-query";
import { AUTH_MESSAGES, type TRegisterRequest, type TRegisterResponse } from "#contracts/auth";
import { isTimeZone } from "#contracts/trading-hours";
import { toast } from "#web/components/ui/use-toast";
import { apiRequest, errorMessage, resetCsrfToken } from "#web/lib/api-client";
import { userQueryKey } from "./get-user";

/** The register failures that belong to one field of the form. */
export const isFieldError = (message: string) =>
  message === AUTH_MESSAGES.emailTaken || message === AUTH_MESSAGES.slugTaken;

/** The browser's time zone, which a new store starts with (Settings changes it). */
function browserTimeZone(): string | undefined {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? zone : undefined;
}

export async function register(data: TRegisterRequest): Promise<TRegisterResponse> {
  const res = await apiRequest("POST", "/api/register", { timeZone: browserTimeZone(), ...data });
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
