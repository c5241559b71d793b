import { useMutation } from "@tanstack/react-query";
import { toast } from "#web/components/ui/use-toast";
import { apiRequest } from "#web/lib/api-client";

/** POST /api/merchant/upload-logo, multipart field `logo` (spec section 7). */
export async function uploadLogo(file: File): Promise<{ logoUrl: string }> {
  const body = new FormData();
  body.append("logo", file);
  return (await apiRequest("POST", "/api/merchant/upload-logo", body)).json();
}

export function useUploadLogo() {
  return useMutation({
    mutationFn: uploadLogo,
    onSuccess: () =>
      toast({ title: "Logo uploaded", description: "Save your settings to show it on your store." }),
    onError: (error) => {
      // Spec section 8: 'Upload failed' with 'Upload failed: {status text}'.
      const status = /^(\d{3}): /.exec(error instanceof Error ? error.message : "")?.[1];
      const text = status ? `${status} ${STATUS_TEXT[status] ?? ""}`.trim() : "network error";
      toast({ title: "Upload failed", description: `Upload failed: ${text}`, variant: "destructive" });
    },
  });
}

const STATUS_TEXT: Record<string, string> = {
  "400": "Bad Request",
  "401": "Unauthorized",
  "403": "Forbidden",
  "413": "Payload Too Large",
  "415": "Unsupported Media Type",
  "429": "Too Many Requests",
  "500": "Internal Server Error",
};
