/**
 * The web app's routes as both sides know them: the browser routes to them (src/web/router.tsx),
 * and the server answers every other address 404 (a crawler must not index a "not found" page as
 * content) while still sending the app, which draws its own 'Page Not Found'.
 */
import { STOREFRONT_ROUTES } from "./storefront-pages";

/** The route patterns, in the web router's `:param` syntax. */
export const APP_ROUTES = {
  landing: "/",
  auth: "/auth",
  dashboard: "/dashboard",
  products: "/products",
  ads: "/ads",
  deliveryZones: "/delivery-zones",
  /** The kitchen's queue (issue 43, decision 0059). */
  kitchen: "/kitchen",
  /** A person with several stores picks one after signing in (decision 0059). */
  chooseStore: "/choose-store",
  /** A new store's first-run path (issue 48), right after registration. */
  setup: "/setup",
  ...STOREFRONT_ROUTES,
  trackOrder: "/microsite/:slug/track/:trackingCode",
  /** The built-in test gateway's payment page (issue 41, decision 0050): no money moves. */
  testPayment: "/pay/test/:sessionId",
  /** A staff invite's link (issue 43): the store, the role, and accepting it. */
  invite: "/invite/:token",
  /** A one-time link to set a password (a new operator's, issue 47). */
  setPassword: "/set-password/:token",
  /** The operator console (issue 47): a 404 for anyone without a platform role. */
  admin: "/admin",
} as const;

/** The parameters of `path` ("/microsite/:slug", "*") in `pathname`, or null when it does not match. */
export function matchPath(path: string, pathname: string): Record<string, string> | null {
  if (path === "*") return {};
  const want = path.split("/").filter(Boolean);
  const have = pathname.split("/").filter(Boolean);
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const part = want[i]!;
    if (part.startsWith(":")) {
      try {
        params[part.slice(1)] = decodeURIComponent(have[i]!);
      } catch {
        return null;
      }
    } else if (part !== have[i]) {
      return null;
    }
  }
  return params;
}

/** Whether the web app has a screen at `pathname` other than its 'Page Not Found'. */
export function isAppRoute(pathname: string): boolean {
  return Object.values(APP_ROUTES).some((route) => matchPath(route, pathname) !== null);
}
