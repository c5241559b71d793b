import { createContext, useContext } from "react";
import type { TProduct } from "#contracts/catalog";

/**
 * What a product card may ask of its store's page (issue 28): to choose the options of a product
 * that needs a choice before it goes in the cart, or to open the cart, where each of a product's
 * lines has its own control. Given by ProductChooserHost.
 */
export interface ProductChooserActions {
  /** Opens the chooser for `product`, starting from `optionIds`; `onAdded` runs once it has added. */
  choose: (product: TProduct, options?: { optionIds?: string[]; onAdded?: () => void }) => void;
  openCart: () => void;
}

export const ProductChooserContext = createContext<ProductChooserActions | null>(null);

/** The store page's chooser; null outside a store's page (a card then opens the product page). */
export const useProductChooser = () => useContext(ProductChooserContext);
