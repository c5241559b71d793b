// The payments module's use cases for the rest of the server (decision 0006: other modules import
// only this file). Issue 41, decision 0050.
export {
  applyPaymentMove,
  type PaymentProviders,
  paymentMoveOf,
  refundAtProvider,
  refundableCents,
  refundKeyOf,
} from "./order-payment-moves";
export { listPaymentEvents, recordPaymentEvents, toPaymentEvent } from "./payment-history";
