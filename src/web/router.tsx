import { lazy, Suspense } from "react";
import { APP_ROUTES } from "#contracts/app-routes";
import type { TAction } from "#contracts/staff";
import { FullPageMessage } from "#web/components/ui/spinner";
import { lazyScreen } from "#web/lib/lazy-screen";
import { matchPath, Route, Routes } from "#web/lib/router";

// Every screen is its own chunk: a shopper on a microsite never downloads the dashboard.
const Landing = lazyScreen(() => import("#web/routes/landing"));
const Auth = lazyScreen(() => import("#web/routes/auth"));
const Dashboard = lazyScreen(() => import("#web/routes/dashboard"));
const Ads = lazyScreen(() => import("#web/routes/ads"));
const DeliveryZones = lazyScreen(() => import("#web/routes/delivery-zones"));
const Products = lazyScreen(() => import("#web/routes/products"));
const Marketplace = lazyScreen(() => import("#web/routes/marketplace"));
const Microsite = lazyScreen(() => import("#web/routes/microsite"));
const ProductPage = lazyScreen(() => import("#web/routes/product-page"));
const TrackOrder = lazyScreen(() => import("#web/routes/track-order"));
const TestPayment = lazyScreen(() => import("#web/routes/test-payment"));
const Invite = lazyScreen(() => import("#web/routes/invite"));
const SetPassword = lazyScreen(() => import("#web/routes/set-password"));
const Kitchen = lazyScreen(() => import("#web/routes/kitchen"));
const ChooseStore = lazyScreen(() => import("#web/routes/choose-store"));
const Setup = lazyScreen(() => import("#web/routes/setup"));
const Admin = lazyScreen(() => import("#web/routes/admin"));
const NotFound = lazyScreen(() => import("#web/routes/not-found"));

// The sign-in check comes with the merchant's screens, not with every shopper's first visit.
const ProtectedRoute = lazy(() =>
  import("#web/features/auth/components/protected-route").then((m) => ({ default: m.ProtectedRoute })),
);
// Above every merchant screen: a suspended store's reason, an operator's view as its merchant (issue 47).
const StoreBanners = lazy(() =>
  import("#web/features/admin/components/store-banners").then((m) => ({ default: m.StoreBanners })),
);

/**
 * The screens only a signed-in merchant sees: 'Loading your account...', else off to /auth. Each
 * with who may open it (decision 0059): the catalog's availability switches are the orders role's
 * too; ads and delivery zones are for editing; the kitchen screen is the kitchen role's alone.
 */
const MERCHANT_SCREENS: {
  path: string;
  Screen: typeof Dashboard;
  screen?: "kitchen" | "any";
  action?: TAction;
}[] = [
  { path: APP_ROUTES.dashboard, Screen: Dashboard },
  { path: APP_ROUTES.products, Screen: Products, action: "catalog.view" },
  { path: APP_ROUTES.ads, Screen: Ads, action: "catalog.edit" },
  { path: APP_ROUTES.deliveryZones, Screen: DeliveryZones, action: "catalog.edit" },
  { path: APP_ROUTES.kitchen, Screen: Kitchen, screen: "kitchen" },
  { path: APP_ROUTES.chooseStore, Screen: ChooseStore, screen: "any" },
  // A new store's first-run path (issue 48): it changes the store's settings.
  { path: APP_ROUTES.setup, Screen: Setup, action: "settings.edit" },
];

/** The storefront's screens, which the server renders for a first visit (entry-server.tsx). */
const STOREFRONT_SCREENS = [
  { path: APP_ROUTES.marketplace, Screen: Marketplace, showsCart: false },
  { path: APP_ROUTES.store, Screen: Microsite, showsCart: true },
  { path: APP_ROUTES.product, Screen: ProductPage, showsCart: true },
];

const storefrontScreenAt = (pathname: string) =>
  STOREFRONT_SCREENS.find(({ path }) => matchPath(path, pathname));

/** Loads the code of the storefront screen at `pathname`, if it is one, so it renders without suspending. */
export async function preloadStorefrontScreen(pathname: string): Promise<boolean> {
  const found = storefrontScreenAt(pathname);
  if (!found) return false;
  await found.Screen.preload();
  return true;
}

/** Whether the storefront screen at `pathname` shows the store's cart (its header's count) at once. */
export const storefrontScreenShowsCart = (pathname: string) =>
  storefrontScreenAt(pathname)?.showsCart ?? false;

export function AppRoutes() {
  return (
    <Suspense fallback={<FullPageMessage spinner>Loading...</FullPageMessage>}>
      <Routes>
        <Route path={APP_ROUTES.landing} element={<Landing />} />
        <Route path={APP_ROUTES.auth} element={<Auth />} />
        {MERCHANT_SCREENS.map(({ path, Screen, screen, action }) => (
          <Route
            key={path}
            path={path}
            element={
              <ProtectedRoute screen={screen} action={action}>
                <StoreBanners />
                <Screen />
              </ProtectedRoute>
            }
          />
        ))}
        {STOREFRONT_SCREENS.map(({ path, Screen }) => (
          <Route key={path} path={path} element={<Screen />} />
        ))}
        <Route path={APP_ROUTES.trackOrder} element={<TrackOrder />} />
        <Route path={APP_ROUTES.testPayment} element={<TestPayment />} />
        <Route path={APP_ROUTES.invite} element={<Invite />} />
        <Route path={APP_ROUTES.setPassword} element={<SetPassword />} />
        {/* The operator console (issue 47): its own door, a 404 page for anyone but an operator. */}
        <Route path={APP_ROUTES.admin} element={<Admin />} />
        {/* The server answers 404 for any address the routes above leave here (contracts/app-routes.ts). */}
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}
