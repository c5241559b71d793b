import { useSearchParams } from "#web/lib/router";
import { useMediaQuery } from "#web/lib/use-media-query";
import { useCustomersListing } from "../hooks/use-customers-listing";
import { CustomerPage } from "./customer-page";
import { CustomersList } from "./customers-list";

/** Where the table starts; narrower screens get one card per customer. */
const TABLE_MEDIA = "(min-width: 768px)";

/**
 * The dashboard's Customers tab: the list, or one customer's page when the address names one
 * (`?tab=customers&customer=ID`). The list's search, sort and page live here, so "Back to
 * customers" returns to where the merchant was.
 */
export function CustomersTab() {
  const wide = useMediaQuery(TABLE_MEDIA);
  const listing = useCustomersListing();
  const [params] = useSearchParams();
  const customerId = params.get("customer");
  return customerId ? <CustomerPage id={customerId} /> : <CustomersList listing={listing} wide={wide} />;
}
