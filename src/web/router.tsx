import { lazy, Suspense } from "react";
import { Route, Routes } from "react-router";
import { FullPageMessage } from "./components/ui/spinner";
import { ProtectedRoute } from "./features/auth/components/protected-route";

// Every screen is its own chunk: a shopper on a microsite never downloads the dashboard.
const Landing = lazy(() => import("./routes/landing"));
const Auth = lazy(() => import("./routes/auth"));
const Dashboard = lazy(() => import("./routes/dashboard"));
const Products = lazy(() => import("./routes/products"));
const Marketplace = lazy(() => import("./routes/marketplace"));
const Microsite = lazy(() => import("./routes/microsite"));
const ProductPage = lazy(() => import("./routes/product-page"));
const NotFound = lazy(() => import("./routes/not-found"));
const ComingSoon = lazy(() => import("./routes/coming-soon"));

export function AppRoutes() {
  return (
    <Suspense fallback={<FullPageMessage spinner>Loading...</FullPageMessage>}>
      <Routes>
        <Route path="/" element={<Landing />} />
        <Route path="/auth" element={<Auth />} />
        <Route
          path="/dashboard"
          element={
            <ProtectedRoute>
              <Dashboard />
            </ProtectedRoute>
          }
        />
        <Route
          path="/products"
          element={
            <ProtectedRoute>
              <Products />
            </ProtectedRoute>
          }
        />
        <Route
          path="/ads"
          element={
            <ProtectedRoute>
              <ComingSoon title="Ads" subtitle="Promote offers in your store's Special Offers carousel" />
            </ProtectedRoute>
          }
        />
        <Route
          path="/delivery-zones"
          element={
            <ProtectedRoute>
              <ComingSoon title="Delivery Zones" subtitle="Manage your delivery areas" />
            </ProtectedRoute>
          }
        />
        <Route path="/microsite/marketplace" element={<Marketplace />} />
        <Route path="/microsite/:slug" element={<Microsite />} />
        <Route path="/microsite/:slug/product/:productId" element={<ProductPage />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}
