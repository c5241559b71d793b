import type { TBulkProductsResponse } from "#contracts/catalog-admin";
import { errorMessage } from "#web/lib/api-client";
import { toastOutcome } from "#web/lib/mutation-toasts";
import { BulkStoppedError, type BulkUpdate } from "../api/bulk-update-products";

const products = (n: number) => `${n} ${n === 1 ? "product" : "products"}`;

/** What the toast says after a bulk action, in the merchant's words. */
export function describeBulkResult(
  result: TBulkProductsResponse,
  categoryName?: string,
): {
  title: string;
  description: string;
} {
  const n = result.productIds.length;
  const gone = result.notFound > 0 ? ` ${products(result.notFound)} no longer existed.` : "";
  switch (result.action) {
    case "available":
      return { title: "Product updated", description: `${products(n)} now available.${gone}` };
    case "unavailable":
      return { title: "Product updated", description: `${products(n)} now not available.${gone}` };
    case "category":
      return {
        title: "Product updated",
        description: `${products(n)} ${categoryName ? `moved to ${categoryName}` : "now uncategorized"}.${gone}`,
      };
    case "delete": {
      const k = result.keptWithOrders.length;
      const kept =
        k > 0
          ? ` ${products(k)} with orders ${k === 1 ? "was" : "were"} kept: mark ${k === 1 ? "it" : "them"} as unavailable instead.`
          : "";
      return { title: "Product deleted", description: `Deleted ${products(n)}.${kept}${gone}` };
    }
  }
}

/** Said after the error of a large selection's part: how far it got before it stopped. */
export function describeBulkFailure(
  action: TBulkProductsResponse["action"],
  done: number,
  total: number,
): string {
  const verb = action === "delete" ? "handled" : "updated";
  const n = (count: number) => count.toLocaleString("en-US");
  return `${n(done)} of ${n(total)} products were ${verb} before this error; the rest were not changed.`;
}

/** The toasts of a bulk action (useBulkUpdateProducts), for every screen that runs one. */
export const bulkUpdateToasts = toastOutcome<TBulkProductsResponse, BulkUpdate>(
  (result, { categoryName }) => describeBulkResult(result, categoryName),
  (failure, { action }) => ({
    title: action === "delete" ? "Error deleting product" : "Error updating product",
    description:
      failure instanceof BulkStoppedError
        ? `${errorMessage(failure.cause)} ${describeBulkFailure(action, failure.done, failure.total)}`
        : errorMessage(failure),
    variant: "destructive",
  }),
);
