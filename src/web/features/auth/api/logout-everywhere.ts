import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "#web/components/ui/use-toast";
import { apiRequest, errorMessage, resetCsrfToken } from "#web/lib/api-client";
import { userQueryKey } from "./get-user";

/** Ends every session of the merchant, on every device, this one included. */
export async function logoutEverywhere(): Promise<void> {
  await apiRequest("POST", "/api/logout-everywhere");
  resetCsrfToken();
}

export function useLogoutEverywhere() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logoutEverywhere,
    onSuccess: () => {
      queryClient.setQueryData(userQueryKey, null);
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== userQueryKey[0] });
      toast({ title: "Signed out everywhere", description: "Every device has to sign in again." });
    },
    onError: (error) => {
      toast({ title: "Logout failed", description: errorMessage(error), variant: "destructive" });
    },
  });
}
