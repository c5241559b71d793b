import { ownRow } from "#server/access/own-rows";
import { findOrder, lockOrder } from "./queries";

/** The merchant's order with its unit count, read through requireOwn (access/own-rows.ts). */
export const ORDER = ownRow("orderId", findOrder);

/** The merchant's order, locked until the transaction ends: two staff changing it at once take turns. */
export const LOCKED_ORDER = ownRow("orderId", lockOrder);
