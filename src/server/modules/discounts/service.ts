import {
  DISCOUNT_LIMITS,
  DISCOUNT_MESSAGES,
  discountRuleIssue,
  type TCreateDiscountInput,
  type TDiscount,
  type TUpdateDiscountInput,
} from "#contracts/discounts";
import { fromMinor, type TMoneyFormat, toDecimalString } from "#contracts/money";
import { ownRow, requireOwn, rowGone } from "#server/access/own-rows";
import type { Db } from "#server/db/client";
import { databaseErrorCode } from "#server/db/error-code";
import type { DiscountCodeRow } from "#server/db/schema/discount-codes";
import { AppError } from "#server/errors";
import { storeTimeZone } from "#server/modules/trading/service";
import { recordDiscount, recordDiscountChange } from "./discount-records";
import { instantOfDiscountTime } from "./discount-times";
import { discountValueText, toDiscountResponse } from "./mappers";
import * as q from "./queries";

// The discounts module's use cases (decision 0006): the checkout's rules and the uses orders hold
// (checkout.ts), and the signed-in merchant's codes (below). A code named by its id is read through
// requireOwn: another merchant's is "not found".
export { type OrderDiscount, refused, requireDiscount, toOrderDiscount } from "./checkout";
export { releaseUses, retakeUse } from "./checkout-queries";

const DISCOUNT = ownRow("discountId", q.findDiscount);

/**
 * A refusal that names its field the way a zod issue does (`issues[0].path`), so the merchant's form
 * shows a rule's message beside the field it is about, as it does a field's own.
 */
const refusal = (code: "VALIDATION" | "CONFLICT", message: string, field?: string) =>
  new AppError(code, message, field ? { details: { issues: [{ path: [field], message }] } } : undefined);

const instantOf = (value: string | null, timeZone: string) =>
  value === null ? null : instantOfDiscountTime(value, timeZone);

/**
 * The value as stored, by kind (decision 0067): free delivery takes nothing off the subtotal (zero
 * whatever was sent); a percentage keeps 2 decimals whatever the currency; an amount the currency's.
 * Checked first (assertSound): a value its kind refuses is never normalised.
 */
function valueFor(kind: DiscountCodeRow["kind"], value: string, currency: string) {
  if (kind === "free_delivery") return fromMinor(0, currency);
  return toDecimalString(value, kind === "percent" ? "USD" : currency);
}

/** The rules across fields (percent range, a positive amount, end after start): a 400 when broken. */
function assertSound(
  code: Pick<DiscountCodeRow, "kind" | "value" | "startsAt" | "endsAt">,
  money: TMoneyFormat,
) {
  const issue = discountRuleIssue(
    {
      kind: code.kind,
      value: code.value,
      startsAt: code.startsAt?.getTime() ?? null,
      endsAt: code.endsAt?.getTime() ?? null,
    },
    money,
  );
  if (issue) throw refusal("VALIDATION", issue.message, issue.field);
}

/** No other code of the store reads the same in any case ("welcome10" is "WELCOME10"). */
async function assertCodeFree(db: Db, merchantId: string, code: string, self?: string) {
  const existing = await q.findDiscountByCode(db, merchantId, code);
  if (existing && existing.id !== self)
    throw refusal("CONFLICT", DISCOUNT_MESSAGES.duplicate(existing.code), "code");
}

/** Two saves of one code at once both pass the check above: the unique index refuses the second. */
async function duplicateFromIndex<T>(db: Db, merchantId: string, code: string, write: () => Promise<T>) {
  try {
    return await write();
  } catch (err) {
    if (databaseErrorCode(err) !== "23505") throw err;
    const existing = await q.findDiscountByCode(db, merchantId, code);
    throw refusal("CONFLICT", DISCOUNT_MESSAGES.duplicate(existing?.code ?? code), "code");
  }
}

async function respond(
  db: Db,
  merchantId: string,
  id: string,
  timeZone: string,
  now: number,
  currency: string,
) {
  const [row] = await q.discountsWithFigures(db, merchantId, id);
  if (!row) throw rowGone(DISCOUNT);
  return toDiscountResponse(row, timeZone, now, currency);
}

/** Newest first, each with its uses, the revenue its orders brought and the discount they were given. */
export async function listDiscounts(
  db: Db,
  merchantId: string,
  now: number,
  /** The store's (decision 0067): every amount in its decimals. */
  currency: string,
): Promise<TDiscount[]> {
  const [rows, timeZone] = await Promise.all([
    q.discountsWithFigures(db, merchantId),
    storeTimeZone(db, merchantId),
  ]);
  return rows.map((row) => toDiscountResponse(row, timeZone, now, currency));
}

export async function createDiscount(
  db: Db,
  merchantId: string,
  input: TCreateDiscountInput,
  now: number,
  /** The store's currency and locale: the input was read in it, its messages write it. */
  money: TMoneyFormat,
  /** The member making it (the activity log, decision 0059). */
  personId: string | null = null,
): Promise<TDiscount> {
  const timeZone = await storeTimeZone(db, merchantId);
  const checked = {
    kind: input.kind,
    value: input.value,
    startsAt: instantOf(input.startsAt, timeZone),
    endsAt: instantOf(input.endsAt, timeZone),
  };
  assertSound(checked, money);
  const columns = { ...checked, value: valueFor(input.kind, input.value, money.currency) };
  await assertCodeFree(db, merchantId, input.code);
  if ((await q.countDiscounts(db, merchantId)) >= DISCOUNT_LIMITS.codesPerStore)
    throw refusal("CONFLICT", DISCOUNT_MESSAGES.tooMany);
  const row = await duplicateFromIndex(db, merchantId, input.code, () =>
    q.insertDiscount(db, {
      merchantId,
      code: input.code,
      minimumSubtotal: input.minimumSubtotal,
      usageLimit: input.usageLimit,
      oncePerCustomer: input.oncePerCustomer,
      active: input.active,
      ...columns,
    }),
  );
  await recordDiscount(db, personId, "created", row, money.currency);
  return respond(db, merchantId, row.id, timeZone, now, money.currency);
}

/**
 * Changes the fields sent, then checks the whole code again as it will be. A used code may be renamed:
 * its orders keep the code as it was written when they were placed.
 */
export async function updateDiscount(
  db: Db,
  merchantId: string,
  id: string,
  patch: TUpdateDiscountInput,
  now: number,
  /** The store's currency and locale: the patch was read in it, its messages write it. */
  money: TMoneyFormat,
  personId: string | null = null,
): Promise<TDiscount> {
  const before = await requireOwn(db, merchantId, DISCOUNT, id);
  const timeZone = await storeTimeZone(db, merchantId);
  const kind = patch.kind ?? before.kind;
  const checked = {
    kind,
    // The stored value as its own kind writes it ("12.500" is "12.50"), checked against the new kind.
    value: patch.value ?? discountValueText(before, money.currency),
    startsAt: patch.startsAt === undefined ? before.startsAt : instantOf(patch.startsAt, timeZone),
    endsAt: patch.endsAt === undefined ? before.endsAt : instantOf(patch.endsAt, timeZone),
  };
  assertSound(checked, money);
  const columns = { ...checked, value: valueFor(kind, checked.value, money.currency) };
  if (patch.code !== undefined) await assertCodeFree(db, merchantId, patch.code, id);
  const changes: q.DiscountPatch = { ...columns };
  if (patch.code !== undefined) changes.code = patch.code;
  if (patch.minimumSubtotal !== undefined) changes.minimumSubtotal = patch.minimumSubtotal;
  if (patch.usageLimit !== undefined) changes.usageLimit = patch.usageLimit;
  if (patch.oncePerCustomer !== undefined) changes.oncePerCustomer = patch.oncePerCustomer;
  if (patch.active !== undefined) changes.active = patch.active;
  const row = await duplicateFromIndex(db, merchantId, patch.code ?? before.code, () =>
    q.updateDiscount(db, merchantId, id, changes),
  );
  if (!row) throw rowGone(DISCOUNT);
  await recordDiscountChange(db, personId, before, row, money.currency);
  return respond(db, merchantId, id, timeZone, now, money.currency);
}

export async function deleteDiscount(
  db: Db,
  merchantId: string,
  id: string,
  /** The store's: the activity log writes the code's amounts in it. */
  currency: string,
  personId: string | null = null,
): Promise<void> {
  const row = await requireOwn(db, merchantId, DISCOUNT, id);
  if (!(await q.deleteDiscount(db, merchantId, id))) throw rowGone(DISCOUNT);
  await recordDiscount(db, personId, "deleted", row, currency);
}
