import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "#web/components/ui/use-toast";
import { apiRequest, errorMessage, resetCsrfToken } from "#web/lib/api-client";
import { userQueryKey } from "./get-user";

export async function logout(): Promise<void> {
  await apiRequest("POST", "/api/logout");
  resetCsrfToken();
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      queryClient.setQueryData(userQueryKey, null);
      // Nothing of the signed-out merchant's data may linger in the cache.
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== userQueryKey[0] });
      toast({ title: "Logged out", description: "You have been signed out." });
    },
    onError: (error) => {
      toast({ title: "Logout failed", description: errorMessage(error), variant: "destructive" });
    },
  });
}
