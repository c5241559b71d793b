import { useMutation } from "@tanstack/react-query";
import type { TUploadImageResponse } from "#contracts/catalog";
import { toast } from "#web/components/ui/use-toast";
import { apiRequest, errorMessage } from "./api-client";

/** POST /api/upload-image, multipart field `image`; the server re-encodes it and returns its URL. */
export async function uploadImage(file: File): Promise<TUploadImageResponse> {
  const body = new FormData();
  body.append("image", file);
  const res = await apiRequest("POST", "/api/upload-image", body);
  return res.json();
}

/** Uploads an image for a form; `readyFor` finishes the success toast ("the product", "the ad"). */
export function useUploadImage(readyFor: string) {
  return useMutation({
    mutationFn: uploadImage,
    onSuccess: () => {
      toast({ title: "Image uploaded", description: `The image is ready to save with ${readyFor}.` });
    },
    onError: (error) => {
      toast({ title: "Error uploading image", description: errorMessage(error), variant: "destructive" });
    },
  });
}
