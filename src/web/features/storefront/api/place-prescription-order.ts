import { useRef } from "react";
import { IDEMPOTENCY_KEY_HEADER } from "#contracts/idempotency";
import type { TPlaceOrderResponse } from "#contracts/orders";
import type { TUploadPrescriptionResponse } from "#contracts/prescription-messages";
import type { TPrescriptionOrderRequest } from "#contracts/prescriptions";
import { apiRequest } from "#web/lib/api-client";
import { useApiMutation } from "#web/lib/use-api-mutation";
import { pickOrderTerms } from "./get-order-terms";
import { storefrontKeys } from "./query-keys";

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
  idempotencyKey: string,
): Promise<TPlaceOrderResponse> {
  const res = await apiRequest("POST", "/api/prescription-orders", request, {
    [IDEMPOTENCY_KEY_HEADER]: idempotencyKey,
  });
  return (await res.json()) as TPlaceOrderResponse;
}

/**
 * Uploads the file, then places the order: one step for the customer. A file is uploaded once per
 * attempt: a resend sends the address it already has, so that under its Idempotency-Key it is the
 * same order as the first try.
 */
export function usePlacePrescriptionOrder(onProgress: (fraction: number) => void) {
  const uploaded = useRef(new WeakMap<File, string>());
  return useApiMutation({
    mutationFn: async ({
      file,
      order,
      idempotencyKey,
    }: {
      file: File;
      order: Omit<TPrescriptionOrderRequest, "prescriptionFileUrl">;
      idempotencyKey: string;
    }) => {
      let prescriptionFileUrl = uploaded.current.get(file);
      if (!prescriptionFileUrl) {
        prescriptionFileUrl = (await uploadPrescription(file, onProgress)).prescriptionUrl;
        uploaded.current.set(file, prescriptionFileUrl);
      }
      const placed = await placePrescriptionOrder({ ...order, prescriptionFileUrl }, idempotencyKey);
      uploaded.current.delete(file);
      return placed;
    },
    // The success screen knows at once that it shows a request for a price, not an order's amounts.
    updateCache: (queryClient, placed, { order }) =>
      queryClient.setQueryData(
        storefrontKeys.orderTerms(order.merchantSlug, placed.trackingCode),
        pickOrderTerms(placed, [], null),
      ),
    // Refused (the store may have closed meanwhile): the store's page says what holds now.
    invalidates: ({ order }) => [storefrontKeys.store(order.merchantSlug)],
    refetchAfter: "error",
  });
}
