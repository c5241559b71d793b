import { useCallback } from "react";
import { useLocation, useNavigate, useSearchParams } from "#web/lib/router";

/**
 * The microsite's internal views live in the URL (`?view=cart`), one history entry each, so a
 * phone's back button steps back a view. Each entry remembers how many views deep it is, so
 * "home" returns to the entry the visit started from instead of piling up entries.
 */
export const MICROSITE_VIEWS = [
  "home",
  "category",
  "all-products",
  "cart",
  "checkout",
  "prescription-order",
  "order-success",
] as const;
export type MicrositeView = (typeof MICROSITE_VIEWS)[number];

interface NavState {
  depth?: number;
}

const isView = (value: string | null): value is MicrositeView =>
  value !== null && (MICROSITE_VIEWS as readonly string[]).includes(value);

export function useMicrositeNav() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const state = (location.state ?? {}) as NavState;
  const depth = typeof state.depth === "number" && state.depth > 0 ? state.depth : 0;
  const requested = params.get("view");
  const view: MicrositeView = isView(requested) ? requested : "home";

  const open = useCallback(
    (
      next: MicrositeView,
      options: { categoryId?: string; order?: { id: string; trackingCode: string }; replace?: boolean } = {},
    ) => {
      const search = new URLSearchParams();
      if (next !== "home") search.set("view", next);
      if (options.categoryId) search.set("category", options.categoryId);
      // The order is in the URL, so reloading the success screen shows the same order.
      if (options.order) {
        search.set("order", options.order.id);
        search.set("code", options.order.trackingCode);
      }
      const query = search.toString();
      navigate(
        { search: query ? `?${query}` : "" },
        {
          replace: options.replace,
          state: { depth: options.replace ? depth : depth + 1 } satisfies NavState,
        },
      );
    },
    [navigate, depth],
  );

  const goHome = useCallback(() => {
    if (depth > 0) navigate(-depth);
    else navigate({ search: "" }, { replace: true, state: { depth: 0 } satisfies NavState });
  }, [navigate, depth]);

  return {
    view,
    /** The URL names a view this page does not have (a mistyped or outdated link). */
    unknownView: requested !== null && !isView(requested),
    categoryId: params.get("category"),
    /** The order the success screen shows (from the URL). */
    order:
      params.get("order") && params.get("code")
        ? { id: params.get("order")!, trackingCode: params.get("code")! }
        : null,
    open,
    goHome,
  };
}
