import { MerchantScreen } from "#web/components/merchant-screen";
import { useUser } from "#web/features/auth/api/get-user";
import { CatalogContent } from "#web/features/catalog/components/catalog-content";
import { ExamplesBanner } from "#web/features/setup/components/examples-banner";

/** The merchant's product catalog and categories (spec section 2, "Product catalog screen"). */
export default function Products() {
  const { data: user } = useUser();
  return (
    <MerchantScreen user={user} title="Product Catalog">
      <CatalogContent businessType={user?.businessType} notice={<ExamplesBanner />} />
    </MerchantScreen>
  );
}
