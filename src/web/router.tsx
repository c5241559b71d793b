import { lazy, Suspense } from "react";
import { FullPageMessage } from "#web/components/ui/spinner";
import { ProtectedRoute } from "#web/features/auth/components/protected-route";
import { Route, Routes } from "#web/lib/router";

// Every screen is its own chunk: a shopper on a microsite never downloads the dashboard.
const Landing = lazy(() => import("#web/routes/landing"));
const Auth = lazy(() => import("#web/routes/auth"));
const Dashboard = lazy(() => import("#web/routes/dashboard"));
const Ads = lazy(() => import("#web/routes/ads"));
const DeliveryZones = lazy(() => import("#web/routes/delivery-zones"));
const Products = lazy(() => import("#web/routes/products"));
const Marketplace = lazy(() => import("#web/routes/marketplace"));
const Microsite = lazy(() => import("#web/routes/microsite"));
const ProductPage = lazy(() => import("#web/routes/product-page"));
const TrackOrder = lazy(() => import("#web/routes/track-order"));
const NotFound = lazy(() => import("#web/routes/not-found"));

/** The screens only a signed-in merchant sees: 'Loading your account...', else off to /auth. */
const MERCHANT_SCREENS = [
  { path: "/dashboard", screen: <Dashboard /> },
  { path: "/products", screen: <Products /> },
  {
    path: "/ads",
    screen: <Ads />,
  },
  {
    path: "/delivery-zones",
    screen: <DeliveryZones />,
  },
];

export function AppRoutes() {
  return (
    <Suspense fallback={<FullPageMessage spinner>Loading...</FullPageMessage>}>
      <Routes>
        <Route path="/" element={<Landing />} />
        <Route path="/auth" element={<Auth />} />
        {MERCHANT_SCREENS.map(({ path, screen }) => (
          <Route key={path} path={path} element={<ProtectedRoute>{screen}</ProtectedRoute>} />
        ))}
        <Route path="/microsite/marketplace" element={<Marketplace />} />
        <Route path="/microsite/:slug" element={<Microsite />} />
        <Route path="/microsite/:slug/product/:productId" element={<ProductPage />} />
        <Route path="/microsite/:slug/track/:trackingCode" element={<TrackOrder />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}
