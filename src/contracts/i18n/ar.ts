import cart from "./ar/cart.json";
import checkout from "./ar/checkout.json";
import common from "./ar/common.json";
import hours from "./ar/hours.json";
import order from "./ar/order.json";
import prescription from "./ar/prescription.json";
import product from "./ar/product.json";
import store from "./ar/store.json";
import type { MessageId } from "./en";

/** Arabic: loaded only on a page in it (web/i18n/load-catalog.ts). Every English message is here. */
const ar: Record<MessageId, string> = {
  ...common,
  ...hours,
  ...store,
  ...product,
  ...cart,
  ...checkout,
  ...order,
  ...prescription,
};

export default ar;
