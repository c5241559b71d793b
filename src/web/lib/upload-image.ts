import type { TUploadImageResponse } from "#contracts/catalog";
import { apiRequest } from "./api-client";
import { type MutationCallbacks, useApiMutation } from "./use-api-mutation";

/** POST /api/upload-image, multipart field `image`; the server re-encodes it and returns its URL. */
export async function uploadImage(file: File): Promise<TUploadImageResponse> {
  const body = new FormData();
  body.append("image", file);
  const res = await apiRequest("POST", "/api/upload-image", body);
  return res.json();
}

/** Uploads an image for a form (its toasts: `imageUploadToasts` in image-file.ts). */
export const useUploadImage = (callbacks?: MutationCallbacks<TUploadImageResponse, File>) =>
  useApiMutation({ mutationFn: uploadImage }, callbacks);
