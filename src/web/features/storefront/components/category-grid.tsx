import type { TStorefrontCategory } from "#contracts/storefront";
import { usePageLanguage } from "#web/lib/i18n/page-language";
import { localized } from "../utils/localized";

/** 'Shop by Category': a card per category with its item count; a card opens the category view. */
export function CategoryGrid({
  categories,
  onOpen,
}: {
  categories: TStorefrontCategory[];
  onOpen: (categoryId: string) => void;
}) {
  const { t, language } = usePageLanguage();
  return (
    <section aria-labelledby="categories-heading">
      <h2 id="categories-heading" className="mb-3 text-xl font-bold text-slate-900">
        {t("store.shopByCategory")}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {categories.map((category) => (
          <li key={category.id}>
            <button
              type="button"
              onClick={() => onOpen(category.id)}
              className="flex h-full w-full cursor-pointer flex-col items-start gap-1 rounded-xl border border-slate-200 bg-white p-4 text-start shadow-sm transition-colors hover:border-(--store-primary) hover:bg-(--store-primary-soft)"
            >
              <span dir="auto" className="font-semibold text-slate-900">
                {localized(category, language).name}
              </span>
              <span className="text-sm text-slate-500">
                {t("store.categoryItems", { count: category.productCount })}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
