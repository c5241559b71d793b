import type { TProduct } from "#contracts/catalog";
import type { TMicrositeMerchant } from "#contracts/storefront";
import { useCart } from "../hooks/use-cart";
import { OrderLimitsProvider } from "../hooks/use-order-limits";
import { useStoreMoney } from "../hooks/use-store-money";
import { cartItemCount } from "../utils/cart";
import { ProductDetails } from "./product-details";

/**
 * A product page's details as a part hydrated after the page's shell (decision 0061; taps meanwhile
 * are held and replayed). They read the cart themselves: a part hydrates with the server's empty
 * cart and then shows the stored one, which a cart handed down from the shell, already the stored
 * one by the part's turn, would leave as the server's HTML had it.
 */
export function ProductDetailsPart({
  slug,
  product,
  merchant,
}: {
  slug: string;
  product: TProduct;
  merchant: TMicrositeMerchant | undefined;
}) {
  const { currency } = useStoreMoney();
  const cart = useCart(slug, currency);
  return (
    <OrderLimitsProvider
      value={{ limits: merchant?.orderLimits ?? null, cartUnits: cartItemCount(cart.lines) }}
    >
      <ProductDetails product={product} cart={cart} freeDeliveryOver={merchant?.freeDeliveryOver} />
    </OrderLimitsProvider>
  );
}
