import type { Translate } from "#contracts/i18n/format-message";
import { serverMessage } from "#web/lib/api-client";
import { usePageLanguage } from "#web/lib/i18n/page-language";
import type { StoreProducts } from "../hooks/use-store-products";

/** "12 products", or "Showing 60 of 1204 products" while more are to come; counting meanwhile. */
export function listingCount(
  { products, total }: Pick<StoreProducts, "products" | "total">,
  t: Translate,
): string {
  if (total === null) return t("store.searchingAll");
  if (products.length < total) return t("store.showingOf", { shown: products.length, total });
  return t("store.productCount", { total });
}

/** The next page of a list, on request; a failed page says so and offers another try. */
export function LoadMore({ list, label }: { list: StoreProducts; label?: string }) {
  const { t, said } = usePageLanguage();
  if (list.failed && !list.loading) {
    const server = serverMessage(list.error);
    return (
      <div role="alert" className="grid justify-items-center gap-2 text-center text-sm text-slate-600">
        <p>{server === null ? t("store.productsLoadFailed") : said(server)}</p>
        <button
          type="button"
          onClick={list.loadMore}
          className="inline-flex h-11 cursor-pointer items-center rounded-xl border border-slate-300 bg-white px-6 font-semibold text-slate-800 hover:bg-slate-50"
        >
          {t("store.tryAgain")}
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
        {list.loading ? t("store.loading") : (label ?? t("store.loadMoreProducts"))}
      </button>
    </div>
  );
}
