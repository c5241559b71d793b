import type { TProduct } from "#contracts/catalog";
import type { MenuSection } from "#contracts/store-home";
import type { CartLine } from "#web/lib/cart-storage";
import { useActiveSection } from "../hooks/use-active-section";
import { CategoryChips } from "./category-chips";
import { ProductGrid } from "./product-grid";

/**
 * The sticky store header (64 px) plus the sticky tabs (44 px chips, 4 px padding in the row and
 * 4 in the bar): a section scrolled to lands just below both, and the scroll-spy reads below them.
 */
const STICKY_TOP_PX = 64 + 60;

/** A restaurant's products as a menu: one section per category, with sticky tabs that follow the scroll. */
export function RestaurantMenu({
  slug,
  sections,
  cart,
  onSetQuantity,
}: {
  slug: string;
  sections: MenuSection[];
  cart: CartLine[];
  onSetQuantity: (product: TProduct, quantity: number) => void;
}) {
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
      <CategoryChips
        label="Menu categories"
        items={sections}
        active={active}
        onSelect={show}
        className="sticky top-16 z-20 bg-slate-50/95 py-1 backdrop-blur supports-[backdrop-filter]:bg-slate-50/85"
      />
      {sections.map((section, index) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-heading`}
          className="scroll-mt-31 pt-3"
        >
          <h2
            id={`${section.id}-heading`}
            tabIndex={-1}
            className="text-xl font-bold text-slate-900 focus:outline-none"
          >
            {section.name}
          </h2>
          {section.description && <p className="text-sm text-slate-500">{section.description}</p>}
          <ProductGrid
            slug={slug}
            products={section.products}
            cart={cart}
            onSetQuantity={onSetQuantity}
            eagerCount={index === 0 ? 2 : 0}
            className="mt-3"
          />
        </section>
      ))}
    </div>
  );
}
