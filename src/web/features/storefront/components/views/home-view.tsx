import { ChevronRight, FileText, LayoutGrid, MapPin, Phone, Store } from "lucide-react";
import type { TProduct } from "#contracts/catalog";
import { isOutOfStock } from "#contracts/stock";
import { DEFAULT_STORE_DESCRIPTION, type TGetMicrositeResponse } from "#contracts/storefront";
import { EmptyState } from "#web/components/ui/empty-state";
import { countByCategory } from "#web/features/storefront/utils/product-filters";
import { themedButton } from "#web/features/storefront/utils/store-theme";
import { pluralize, telHref } from "#web/features/storefront/utils/storefront-format";
import type { CartLine } from "#web/lib/cart-storage";
import { cn } from "#web/lib/utils";
import { AdsCarousel } from "../ads-carousel";
import { ProductGrid } from "../product-grid";

const FEATURED_COUNT = 3;

export function HomeView({
  data,
  name,
  cart,
  onSetQuantity,
  onOpenCategory,
  onViewAll,
  onPrescription,
}: {
  data: TGetMicrositeResponse;
  name: string;
  cart: CartLine[];
  onSetQuantity: (product: TProduct, quantity: number) => void;
  onOpenCategory: (categoryId: string) => void;
  onViewAll: () => void;
  onPrescription: () => void;
}) {
  const { merchant, products, categories, ads } = data;
  const counts = countByCategory(products);
  // A shop window shows what can be bought: sold-out products stay in the full list only.
  const featured = products.filter((p) => !isOutOfStock(p)).slice(0, FEATURED_COUNT);
  const phone = merchant.contactPhone?.trim();

  const actionCard =
    "flex w-full cursor-pointer items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 text-left shadow-sm transition-shadow hover:shadow-md";

  return (
    <div className="grid gap-8">
      <section
        aria-labelledby="welcome-heading"
        className="overflow-hidden rounded-2xl bg-linear-to-br from-(--store-primary-strong) to-(--store-primary) p-5 text-white shadow-sm sm:p-8"
      >
        <p className="text-sm font-medium text-white/80">Welcome to</p>
        <h1 id="welcome-heading" className="mt-0.5 text-2xl font-extrabold leading-tight sm:text-4xl">
          {name}
        </h1>
        <p className="mt-2 max-w-2xl text-white/90 sm:text-lg">
          {merchant.description?.trim() || DEFAULT_STORE_DESCRIPTION}
        </p>
        {(phone || merchant.address) && (
          <ul className="mt-4 grid gap-1.5 text-sm text-white/90 sm:flex sm:flex-wrap sm:gap-x-6">
            {phone && (
              <li className="flex items-center gap-2">
                <Phone className="h-4 w-4 shrink-0" aria-hidden />
                <a href={telHref(phone)} className="underline-offset-2 hover:underline">
                  {phone}
                </a>
              </li>
            )}
            {merchant.address && (
              <li className="flex items-start gap-2">
                <MapPin className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
                <span>{merchant.address}</span>
              </li>
            )}
          </ul>
        )}
      </section>

      <div className={cn("grid gap-3", phone && merchant.acceptsPrescriptions && "sm:grid-cols-2")}>
        {merchant.acceptsPrescriptions && (
          <button type="button" className={actionCard} onClick={onPrescription}>
            <span className="grid h-11 w-11 shrink-0 place-items-center rounded-lg bg-(--store-primary-soft) text-(--store-primary-strong)">
              <FileText className="h-5 w-5" aria-hidden />
            </span>
            <span className="min-w-0 flex-1">
              <span className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                Order using Prescription
              </span>
              <span className="block text-sm text-slate-500">
                Upload your prescription and we'll contact you with pricing
              </span>
            </span>
          </button>
        )}
        {phone && (
          <a href={telHref(phone)} className={actionCard}>
            <span className="grid h-11 w-11 shrink-0 place-items-center rounded-lg bg-(--store-accent-soft) text-(--store-accent-strong)">
              <Phone className="h-5 w-5" aria-hidden />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block font-semibold text-slate-900">Call us to order or take advice</span>
              <span className="block text-sm text-slate-500">{phone}</span>
            </span>
            <ChevronRight className="h-5 w-5 shrink-0 text-slate-400" aria-hidden />
          </a>
        )}
      </div>

      {data.productTotal > FEATURED_COUNT && (
        <button
          type="button"
          onClick={onViewAll}
          className={cn(
            "inline-flex h-12 w-full cursor-pointer items-center justify-center gap-2 rounded-xl text-base font-semibold shadow-sm",
            themedButton,
          )}
        >
          <LayoutGrid className="h-5 w-5" aria-hidden /> View All Products ({data.productTotal})
        </button>
      )}

      {categories.length > 0 && (
        <section aria-labelledby="categories-heading">
          <h2 id="categories-heading" className="mb-3 text-xl font-bold text-slate-900">
            Shop by Category
          </h2>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {categories.map((category) => (
              <li key={category.id}>
                <button
                  type="button"
                  onClick={() => onOpenCategory(category.id)}
                  className="flex h-full w-full cursor-pointer flex-col items-start gap-1 rounded-xl border border-slate-200 bg-white p-4 text-left shadow-sm transition-colors hover:border-(--store-primary) hover:bg-(--store-primary-soft)"
                >
                  <span className="font-semibold text-slate-900">{category.name}</span>
                  <span className="text-sm text-slate-500">
                    {pluralize(counts.get(category.id) ?? 0, "item")}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}

      {ads.length > 0 && <AdsCarousel ads={ads} />}

      <section aria-labelledby="featured-heading">
        <h2 id="featured-heading" className="mb-3 text-xl font-bold text-slate-900">
          Featured Products
        </h2>
        {products.length === 0 ? (
          <EmptyState icon={Store} title="No products yet">
            <p className="text-slate-500">This store is still stocking its shelves. Check back soon!</p>
          </EmptyState>
        ) : featured.length === 0 ? (
          <EmptyState icon={Store} title="Nothing in stock right now">
            <p className="text-slate-500">Everything here is sold out for the moment. Check back soon!</p>
          </EmptyState>
        ) : (
          <ProductGrid
            slug={merchant.businessSlug}
            products={featured}
            cart={cart}
            onSetQuantity={onSetQuantity}
            className="lg:grid-cols-3"
          />
        )}
      </section>
    </div>
  );
}
