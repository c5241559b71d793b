import { Suspense } from "react";
import { FullPageMessage } from "#web/components/ui/spinner";
import { ProtectedRoute } from "#web/features/auth/components/protected-route";
import { preloadable } from "#web/lib/preloadable";
import { matchPath, Route, Routes } from "#web/lib/router";

// Every screen is its own chunk: a shopper on a microsite never downloads the dashboard.
const Landing = preloadable(() => import("#web/routes/landing"));
const Auth = preloadable(() => import("#web/routes/auth"));
const Dashboard = preloadable(() => import("#web/routes/dashboard"));
const Ads = preloadable(() => import("#web/routes/ads"));
const DeliveryZones = preloadable(() => import("#web/routes/delivery-zones"));
const Products = preloadable(() => import("#web/routes/products"));
const Marketplace = preloadable(() => import("#web/routes/marketplace"));
const Microsite = preloadable(() => import("#web/routes/microsite"));
const ProductPage = preloadable(() => import("#web/routes/product-page"));
const TrackOrder = preloadable(() => import("#web/routes/track-order"));
const NotFound = preloadable(() => import("#web/routes/not-found"));

/** The screens, first match wins (static paths before parameters); `merchant` ones need a sign-in. */
const SCREENS = [
  { path: "/", Screen: Landing },
  { path: "/auth", Screen: Auth },
  { path: "/dashboard", Screen: Dashboard, merchant: true },
  { path: "/products", Screen: Products, merchant: true },
  { path: "/ads", Screen: Ads, merchant: true },
  { path: "/delivery-zones", Screen: DeliveryZones, merchant: true },
  { path: "/microsite/marketplace", Screen: Marketplace },
  { path: "/microsite/:slug", Screen: Microsite },
  { path: "/microsite/:slug/product/:productId", Screen: ProductPage },
  { path: "/microsite/:slug/track/:trackingCode", Screen: TrackOrder },
  { path: "*", Screen: NotFound },
];

/**
 * Downloads the code of the screen at `pathname` (the server's HTML has already asked for it with
 * modulepreload), so the first render is that screen and not the 'Loading...' fallback.
 */
export function preloadScreen(pathname: string): Promise<void> {
  const screen = SCREENS.find(({ path }) => matchPath(path, pathname));
  return screen ? screen.Screen.preload() : Promise.resolve();
}

export function AppRoutes() {
  return (
    <Suspense fallback={<FullPageMessage spinner>Loading...</FullPageMessage>}>
      <Routes>
        {SCREENS.map(({ path, Screen, merchant }) => (
          <Route
            key={path}
            path={path}
            element={
              merchant ? (
                <ProtectedRoute>
                  <Screen />
                </ProtectedRoute>
              ) : (
                <Screen />
              )
            }
          />
        ))}
      </Routes>
    </Suspense>
  );
}
