import { useSearchParams } from "#web/lib/router";
import { useMediaQuery } from "#web/lib/use-media-query";
import { useStoresListing } from "../hooks/use-stores-listing";
import { StoreDetail } from "./store-detail";
import { StoresList } from "./stores-list";

/** Where the table starts; narrower screens get one card per store. */
const TABLE_MEDIA = "(min-width: 1024px)";

/**
 * The console's Stores tab: the list, or one store's page when the address names one
 * (`?tab=stores&store=ID`). The list's search, filters and page live here, so "Back to stores"
 * returns to where the operator was.
 */
export function StoresTab({ manage }: { manage: boolean }) {
  const wide = useMediaQuery(TABLE_MEDIA);
  const listing = useStoresListing();
  const [params] = useSearchParams();
  const storeId = params.get("store");
  return storeId ? (
    <StoreDetail id={storeId} manage={manage} />
  ) : (
    <StoresList listing={listing} wide={wide} />
  );
}
