import type { MessageId } from "./en";
import cart from "./hi/cart.json";
import checkout from "./hi/checkout.json";
import common from "./hi/common.json";
import hours from "./hi/hours.json";
import order from "./hi/order.json";
import prescription from "./hi/prescription.json";
import product from "./hi/product.json";
import store from "./hi/store.json";

/** Hindi: loaded only on a page in it (web/i18n/load-catalog.ts). Every English message is here. */
const hi: Record<MessageId, string> = {
  ...common,
  ...hours,
  ...store,
  ...product,
  ...cart,
  ...checkout,
  ...order,
  ...prescription,
};

export default hi;
