import { serverMessage } from "#web/lib/api-client";
import type { StoreProducts } from "../hooks/use-store-products";
import { pluralize } from "../utils/storefront-format";

/** "12 products", or "Showing 60 of 1,204 products" while more are to come; counting meanwhile. */
export function listingCount({ products, total }: Pick<StoreProducts, "products" | "total">): string {
  if (total === null) return "Searching all products...";
  if (products.length < total) return `Showing ${products.length} of ${pluralize(total, "product")}`;
  return pluralize(total, "product");
}

/** The next page of a list, on request; a failed page says so and offers another try. */
export function LoadMore({ list, label = "Load more products" }: { list: StoreProducts; label?: string }) {
  if (list.failed && !list.loading) {
    return (
      <div role="alert" className="grid justify-items-center gap-2 text-center text-sm text-slate-600">
        <p>{serverMessage(list.error) ?? "Could not load the products. Check your connection."}</p>
        <button
          type="button"
          onClick={list.loadMore}
          className="inline-flex h-11 cursor-pointer items-center rounded-xl border border-slate-300 bg-white px-6 font-semibold text-slate-800 hover:bg-slate-50"
        >
          Try again
        </button>
      </div>
    );
  }
  if (!list.hasMore) return null;
  return (
    <div className="grid justify-items-center">
      <button
        type="button"
        onClick={list.loadMore}
        disabled={list.loading}
        className="inline-flex h-11 cursor-pointer items-center gap-2 rounded-xl border border-slate-300 bg-white px-6 font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60"
      >
        {list.loading ? "Loading..." : label}
      </button>
    </div>
  );
}
