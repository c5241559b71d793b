import { useState } from "react";
import type {
  TBulkProductAction,
  TBulkProductsRequest,
  TBulkProductsResponse,
} from "#contracts/catalog-admin";
import { MAX_BULK_PRODUCTS } from "#contracts/catalog-messages";
import { setupKeys } from "#web/features/setup/api/query-keys";
import { apiRequest } from "#web/lib/api-client";
import { type MutationCallbacks, useApiMutation } from "#web/lib/use-api-mutation";
import { catalogKeys } from "./query-keys";

export interface BulkUpdate {
  ids: string[];
  action: TBulkProductAction;
  /** For "category": the category's id, or null for none. */
  categoryId?: string | null;
  /** For "category": the category's name, for the message. */
  categoryName?: string;
}

/** How far a large selection has gone: products sent in the parts answered so far, of all of them. */
export interface BulkProgress {
  done: number;
  total: number;
}

/** A part failed after others went through: how many products those parts covered, of all. */
export class BulkStoppedError extends Error {
  constructor(
    cause: unknown,
    readonly done: number,
    readonly total: number,
  ) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
  }
}

/**
 * The server takes at most MAX_BULK_PRODUCTS ids a request, so a larger selection goes in parts,
 * one after another; the answers are added up. A part that fails stops the rest, and says how many
 * products the parts before it covered.
 */
export async function bulkUpdateProducts(
  { ids, action, categoryId }: BulkUpdate,
  onProgress: (progress: BulkProgress) => void = () => {},
): Promise<TBulkProductsResponse> {
  const total: TBulkProductsResponse = { action, productIds: [], keptWithOrders: [], notFound: 0 };
  for (let start = 0; start < ids.length; start += MAX_BULK_PRODUCTS) {
    onProgress({ done: start, total: ids.length });
    const body: TBulkProductsRequest = { ids: ids.slice(start, start + MAX_BULK_PRODUCTS), action };
    if (action === "category") body.categoryId = categoryId ?? null;
    let part: TBulkProductsResponse;
    try {
      part = await (await apiRequest("POST", "/api/products/bulk", body)).json();
    } catch (cause) {
      if (start === 0) throw cause;
      throw new BulkStoppedError(cause, start, ids.length);
    }
    total.productIds.push(...part.productIds);
    total.keptWithOrders.push(...part.keptWithOrders);
    total.notFound += part.notFound;
  }
  onProgress({ done: ids.length, total: ids.length });
  return total;
}

/**
 * One action over the selected products; the list reloads after it, success or not (a part may
 * have gone through before another failed: what the server holds is shown either way). `progress`
 * follows a selection sent in parts (null otherwise, and once it is over).
 */
export function useBulkUpdateProducts(callbacks?: MutationCallbacks<TBulkProductsResponse, BulkUpdate>) {
  const [progress, setProgress] = useState<BulkProgress | null>(null);
  const mutation = useApiMutation(
    {
      mutationFn: async (update: BulkUpdate) => {
        try {
          return await bulkUpdateProducts(
            update,
            update.ids.length > MAX_BULK_PRODUCTS ? setProgress : undefined,
          );
        } finally {
          setProgress(null);
        }
      },
      invalidates: [catalogKeys.products(), setupKeys.all],
      refetchAfter: "settled",
    },
    callbacks,
  );
  return { ...mutation, progress };
}
