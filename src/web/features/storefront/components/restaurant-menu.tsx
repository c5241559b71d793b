import type { TProduct } from "#contracts/catalog";
import type { MenuSection as Section } from "#contracts/store-home";
import type { TGetMicrositeResponse } from "#contracts/storefront";
import type { CartLine } from "#web/lib/cart-storage";
import { HydrateLater } from "#web/lib/hydrate-later";
import { usePageLanguage } from "#web/lib/i18n/page-language";
import { useActiveSection } from "../hooks/use-active-section";
import { localizedSection } from "../utils/localized";
import { CategoryChips } from "./category-chips";
import { MenuSection } from "./menu-section";

/**
 * The sticky store header (64 px) plus the sticky tabs (44 px chips, 4 px padding in the row and
 * 4 in the bar): a section scrolled to lands just below both, and the scroll-spy reads below them.
 */
const STICKY_TOP_PX = 64 + 60;

/** A restaurant's products as a menu: one section per category, with sticky tabs that follow the scroll. */
export function RestaurantMenu({
  slug,
  store,
  sections,
  cart,
  onSetQuantity,
}: {
  slug: string;
  store: TGetMicrositeResponse;
  sections: Section[];
  cart: CartLine[];
  onSetQuantity: (product: TProduct, quantity: number) => void;
}) {
  const { t, language } = usePageLanguage();
  const { active, pin } = useActiveSection(
    sections.map((s) => s.id),
    STICKY_TOP_PX,
  );

  const show = (id: string) => {
    const section = document.getElementById(id);
    if (!section) return;
    pin(id);
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    section.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
    // Keyboard users continue from the section they picked, not from the tab.
    section.querySelector<HTMLElement>("h2")?.focus({ preventScroll: true });
  };

  return (
    <div>
      <HydrateLater>
        <CategoryChips
          label={t("store.menuCategories")}
          items={sections.map((section) => ({
            id: section.id,
            name: localizedSection(section, language, t).name,
          }))}
          active={active}
          onSelect={show}
          className="sticky top-16 z-20 bg-slate-50/95 py-1 backdrop-blur supports-[backdrop-filter]:bg-slate-50/85"
        />
      </HydrateLater>
      {sections.map((section, index) => (
        <HydrateLater key={section.id}>
          <MenuSection
            slug={slug}
            store={store}
            section={section}
            cart={cart}
            onSetQuantity={onSetQuantity}
            eager={index === 0}
          />
        </HydrateLater>
      ))}
    </div>
  );
}
