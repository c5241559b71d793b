import {
  AUTH_MESSAGES,
  isRegistrationPhoneMessage,
  type TRegisterRequest,
  type TRegisterResponse,
} from "#contracts/auth";
import { isTimeZone } from "#contracts/trading-hours";
import { apiRequest, resetCsrfToken } from "#web/lib/api-client";
import { type MutationCallbacks, useApiMutation } from "#web/lib/use-api-mutation";
import { authKeys } from "./query-keys";

/** The register failures that belong to one field of the form. */
export const isFieldError = (message: string) =>
  message === AUTH_MESSAGES.emailTaken ||
  message === AUTH_MESSAGES.slugTaken ||
  isRegistrationPhoneMessage(message);

/** The browser's time zone, which a new store starts with (Settings changes it). */
export function browserTimeZone(): string | undefined {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? zone : undefined;
}

export async function register(data: TRegisterRequest): Promise<TRegisterResponse> {
  const res = await apiRequest("POST", "/api/register", { timeZone: browserTimeZone(), ...data });
  resetCsrfToken();
  return res.json();
}

/** A store that needs no approval is signed in at once. */
export const useRegister = (callbacks?: MutationCallbacks<TRegisterResponse, TRegisterRequest>) =>
  useApiMutation(
    {
      mutationFn: register,
      updateCache: (queryClient, result) => {
        if (!("pendingApproval" in result)) queryClient.setQueryData(authKeys.user(), result);
      },
    },
    callbacks,
  );
