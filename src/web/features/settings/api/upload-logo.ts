import { apiRequest } from "#web/lib/api-client";
import { type MutationCallbacks, useApiMutation } from "#web/lib/use-api-mutation";

/** POST /api/merchant/upload-logo, multipart field `logo` (spec section 7). */
export async function uploadLogo(file: File): Promise<{ logoUrl: string }> {
  const body = new FormData();
  body.append("logo", file);
  return (await apiRequest("POST", "/api/merchant/upload-logo", body)).json();
}

export const useUploadLogo = (callbacks?: MutationCallbacks<{ logoUrl: string }, File>) =>
  useApiMutation({ mutationFn: uploadLogo }, callbacks);
