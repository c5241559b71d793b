import { ADMIN_MESSAGES } from "#contracts/admin";
import { AD_MESSAGES } from "#contracts/ads";
import { CATALOG_MESSAGES } from "#contracts/catalog-messages";
import { CUSTOMER_MESSAGES } from "#contracts/customers";
import { DISCOUNT_MESSAGES } from "#contracts/discount-rules";
import { ORDER_MANAGEMENT_MESSAGES } from "#contracts/order-management";
import { STAFF_MESSAGES } from "#contracts/staff";
import { ZONE_MESSAGES } from "#contracts/zones";
import { notFound } from "#server/errors";

/**
 * Every path parameter that names a row by its id, with the 404 that answers when the row is not
 * there or not the signed-in merchant's: the texts the screens show. A route's parameter is checked
 * against this before its handler runs (plugins/row-ids.ts) and the row is read through requireOwn,
 * so a malformed id, an unknown one and another merchant's answer the same 404 (decision 0037).
 */
export const ROW_IDS = {
  productId: CATALOG_MESSAGES.productNotFound,
  categoryId: CATALOG_MESSAGES.categoryNotFoundById,
  adId: AD_MESSAGES.notFound,
  zoneId: ZONE_MESSAGES.notFound,
  discountId: DISCOUNT_MESSAGES.notFound,
  customerId: CUSTOMER_MESSAGES.notFound,
  orderId: ORDER_MANAGEMENT_MESSAGES.orderNotFound,
  /** A membership (decision 0059): a person's role in the store. */
  memberId: STAFF_MESSAGES.memberNotFound,
  inviteId: STAFF_MESSAGES.inviteNotFound,
  /** The operator console's store and failed mail (issue 47): rows of the platform, behind its door. */
  storeId: ADMIN_MESSAGES.storeNotFound,
  mailId: ADMIN_MESSAGES.mailNotFound,
} as const;

export type RowId = keyof typeof ROW_IDS;

/** A kind of row a merchant owns: the parameter its id travels in, and its read within one merchant's rows. */
interface OwnRow<Row, Conn> {
  readonly param: RowId;
  readonly find: (conn: Conn, merchantId: string, id: string) => Promise<Row | undefined>;
}

export const ownRow = <Row, Conn>(param: RowId, find: OwnRow<Row, Conn>["find"]): OwnRow<Row, Conn> => ({
  param,
  find,
});

/**
 * The one door to a merchant's row by its id: the row, or the kind's 404 for an id that is unknown
 * or another merchant's, with no hint that it exists. Every service that touches a row by id comes
 * through here first; staff accounts will ask here whether this person may do this to this row.
 */
export async function requireOwn<Row, Conn>(
  conn: Conn,
  merchantId: string,
  kind: OwnRow<Row, Conn>,
  id: string,
): Promise<Row> {
  const row = await kind.find(conn, merchantId, id);
  if (row === undefined) throw rowGone(kind);
  return row;
}

/** The kind's 404, also for a row that went between the door and a write (deleted in another tab). */
export const rowGone = (kind: { param: RowId }) => notFound(ROW_IDS[kind.param]);
