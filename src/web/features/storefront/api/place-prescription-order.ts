import { useMutation } from "@tanstack/react-query";
import type { TPlaceOrderResponse } from "#contracts/orders";
import type { TUploadPrescriptionResponse } from "#contracts/prescription-messages";
import type { TPrescriptionOrderRequest } from "#contracts/prescriptions";
import { apiRequest } from "#web/lib/api-client";

/**
 * POST /api/upload-prescription, multipart field "prescription", with progress. The uploader's code
 * loads when a prescription is sent, not with the store's page (decision 0017's budget).
 */
export async function uploadPrescription(file: File, onProgress: (fraction: number) => void) {
  const form = new FormData();
  form.append("prescription", file);
  const { uploadWithProgress } = await import("#web/lib/upload-with-progress");
  return uploadWithProgress<TUploadPrescriptionResponse>("/api/upload-prescription", form, onProgress);
}

/** POST /api/prescription-orders with the uploaded file's address. */
export async function placePrescriptionOrder(
  request: TPrescriptionOrderRequest,
): Promise<TPlaceOrderResponse> {
  const res = await apiRequest("POST", "/api/prescription-orders", request);
  return (await res.json()) as TPlaceOrderResponse;
}

/** Uploads the file, then places the order: one step for the customer. */
export function usePlacePrescriptionOrder(onProgress: (fraction: number) => void) {
  return useMutation({
    mutationFn: async ({
      file,
      order,
    }: {
      file: File;
      order: Omit<TPrescriptionOrderRequest, "prescriptionFileUrl">;
    }) => {
      const { prescriptionUrl } = await uploadPrescription(file, onProgress);
      return placePrescriptionOrder({ ...order, prescriptionFileUrl: prescriptionUrl });
    },
  });
}
