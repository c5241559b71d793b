import type { FetchQueryOptions, QueryClient, QueryKey } from "@tanstack/react-query";
import { PAGE_DATA_ID, storefrontPage } from "#contracts/storefront-pages";
import { type MarketplacePage, marketplacePagesQueryOptions } from "./get-marketplace-page";
import { micrositeQueryOptions } from "./get-microsite";
import { micrositeProductQueryOptions } from "./get-microsite-product";

/** A storefront page's data as the server puts it in the page's HTML. */
export interface InlineData {
  path: string;
  data: unknown;
  /** What the API sends in headers (the marketplace's total and next cursor). */
  meta?: { total: number; nextCursor: string | null };
  /** A product page's store (its header: name, logo, theme). */
  store?: unknown;
  /** The language the server chose for the page (issue 45). */
  language?: string;
}

/** The data the server sent inline with this page's HTML, if it is this page's. */
function inlineData(pathname: string): InlineData | null {
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as InlineData;
    return parsed.path === pathname.replace(/\/+$/, "") ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * Puts a storefront page's data into the query cache, or, without it, starts asking for it. The
 * browser and the server (rendering the first screen) both seed from the same inline data, so the
 * screen renders the same on both and the browser can hydrate the server's HTML.
 */
export function seedStorefront(queryClient: QueryClient, pathname: string, inline: InlineData | null) {
  // The options come from each query's own …QueryOptions: the key and fetcher match its hook's.
  const start = (options: { queryKey: QueryKey }, data: unknown) => {
    if (data !== undefined) queryClient.setQueryData(options.queryKey, data);
    else void queryClient.prefetchQuery(options as FetchQueryOptions);
  };
  // The server writes the page's data (server/pages/page-data.ts) for the pages this names.
  const page = storefrontPage(pathname);
  if (!page) return;
  if (page.screen === "product") {
    start(micrositeProductQueryOptions(page.slug, page.productId), inline?.data);
    // The page's header (store name, logo, theme) comes from the store's own answer: ask for it
    // now, beside the screen's code, not after the screen has rendered.
    start(micrositeQueryOptions(page.slug), inline?.store);
    return;
  }
  if (page.screen === "store") {
    start(micrositeQueryOptions(page.slug), inline?.data);
    return;
  }
  // The marketplace screen pages through stores: its first page, as the infinite query keeps it.
  const pages = marketplacePagesQueryOptions({});
  if (inline?.meta) {
    const first: MarketplacePage = { stores: inline.data as MarketplacePage["stores"], ...inline.meta };
    queryClient.setQueryData(pages.queryKey, { pages: [first], pageParams: [null] });
  } else void queryClient.prefetchInfiniteQuery(pages);
}

/**
 * A storefront page's data at boot: taken from the HTML when the server put it there (no second
 * round trip before the first paint), otherwise requested at once, in parallel with the download
 * of the page's code chunk instead of after it. True when the page came with its data.
 */
export function prefetchStorefront(queryClient: QueryClient, pathname: string): boolean {
  const inline = inlineData(pathname);
  seedStorefront(queryClient, pathname, inline);
  return inline !== null;
}
