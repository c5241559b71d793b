import cart from "./en/cart.json";
import checkout from "./en/checkout.json";
import common from "./en/common.json";
import hours from "./en/hours.json";
import order from "./en/order.json";
import prescription from "./en/prescription.json";
import product from "./en/product.json";
import store from "./en/store.json";

/**
 * English, the storefront's words as the spec writes them: the catalog every other language is
 * checked against (catalogs.test.ts), and the one the storefront carries in its first download.
 */
const en = { ...common, ...hours, ...store, ...product, ...cart, ...checkout, ...order, ...prescription };

/** A storefront message's id ("cart.empty"). */
export type MessageId = Extract<keyof typeof en, string>;

export default en;
