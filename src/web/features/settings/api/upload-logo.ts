import type { TUser } from "#contracts/staff";
import { userQueryOptions } from "#web/features/auth/api/get-user";
import { apiRequest } from "#web/lib/api-client";
import { type MutationCallbacks, useApiMutation } from "#web/lib/use-api-mutation";

/**
 * POST /api/merchant/upload-logo, multipart field `logo` (spec section 7). The server keeps it as
 * the store's logo at once (issue 42), so nothing is lost if the merchant leaves before saving.
 */
export async function uploadLogo(file: File): Promise<{ logoUrl: string }> {
  const body = new FormData();
  body.append("logo", file);
  return (await apiRequest("POST", "/api/merchant/upload-logo", body)).json();
}

/** Uploads a logo; the signed-in merchant's data shows it from then on. */
export const useUploadLogo = (callbacks?: MutationCallbacks<{ logoUrl: string }, File>) =>
  useApiMutation(
    {
      mutationFn: uploadLogo,
      updateCache: (queryClient, { logoUrl }) =>
        queryClient.setQueryData(userQueryOptions().queryKey, (merchant: TUser | null | undefined) =>
          merchant ? { ...merchant, logoUrl } : merchant,
        ),
    },
    callbacks,
  );
