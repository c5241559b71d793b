import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TLoginRequest, TMerchant } from "#contracts/auth";
import { toast } from "#web/components/ui/use-toast";
import { apiRequest, errorMessage, resetCsrfToken } from "#web/lib/api-client";
import { userQueryKey } from "./get-user";

export async function login(credentials: TLoginRequest): Promise<TMerchant> {
  const res = await apiRequest("POST", "/api/login", credentials);
  // The server binds the anti-forgery token to the new session.
  resetCsrfToken();
  return res.json();
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      queryClient.setQueryData(userQueryKey, user);
      toast({ title: "Welcome back!", description: `Logged in as ${user.businessName}` });
    },
    onError: (error) => {
      toast({ title: "Login failed", description: errorMessage(error), variant: "destructive" });
    },
  });
}
