import type { TProduct } from "#contracts/catalog";
import type { TMicrositeMerchant } from "#contracts/storefront";
import type { useCart } from "../hooks/use-cart";
import { OrderLimitsProvider } from "../hooks/use-order-limits";
import { cartItemCount } from "../utils/cart";
import { ProductDetails } from "./product-details";

/**
 * A product page's details, with the store's limits on one order for their quantity selector. The
 * page hydrates them as a part after its shell (decision 0061; taps meanwhile are held and
 * replayed): with the server's empty cart first, then with the stored one.
 */
export function ProductDetailsPart({
  product,
  merchant,
  cart,
}: {
  product: TProduct;
  merchant: TMicrositeMerchant | undefined;
  cart: ReturnType<typeof useCart>;
}) {
  return (
    <OrderLimitsProvider
      value={{ limits: merchant?.orderLimits ?? null, cartUnits: cartItemCount(cart.lines) }}
    >
      <ProductDetails product={product} cart={cart} freeDeliveryOver={merchant?.freeDeliveryOver} />
    </OrderLimitsProvider>
  );
}
