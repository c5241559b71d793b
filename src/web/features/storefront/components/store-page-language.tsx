import type { ComponentType, ReactNode } from "react";
import { inLanguage, StoreLanguage } from "#web/lib/i18n/page-language";
import { useParams } from "#web/lib/router";
import { useMicrosite } from "../api/get-microsite";

/** A store's page (its home, a product, an order's tracking) in the language the shopper reads it in. */
export function StorePageLanguage({ children }: { children: ReactNode }) {
  const { slug = "" } = useParams();
  const merchant = useMicrosite(slug).data?.merchant;
  return <StoreLanguage store={merchant}>{children}</StoreLanguage>;
}

/** A store page's screen in the shopper's language: `export default inStoreLanguage(Screen)` in a route. */
export const inStoreLanguage = (Screen: ComponentType) => inLanguage(Screen, StorePageLanguage);
