// The discounts module's use cases (decision 0006): the checkout's rules and the uses orders hold.
export { type DiscountCart, type OrderDiscount, requireDiscount, toOrderDiscount } from "./checkout";
export { releaseUse, retakeUse } from "./checkout-queries";
