import type { MessageId } from "./en";
import cart from "./es/cart.json";
import checkout from "./es/checkout.json";
import common from "./es/common.json";
import hours from "./es/hours.json";
import order from "./es/order.json";
import prescription from "./es/prescription.json";
import product from "./es/product.json";
import store from "./es/store.json";

/** Spanish: loaded only on a page in it (web/i18n/load-catalog.ts). Every English message is here. */
const es: Record<MessageId, string> = {
  ...common,
  ...hours,
  ...store,
  ...product,
  ...cart,
  ...checkout,
  ...order,
  ...prescription,
};

export default es;
