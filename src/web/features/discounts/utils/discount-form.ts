import {
  discountRuleIssue,
  type TCreateDiscountRequest,
  type TDiscount,
  type TDiscountKind,
  ZCreateDiscountRequest,
} from "#contracts/discounts";
import type { TMoneyFormat } from "#contracts/money";
import { errorField, errorMessage } from "#web/lib/api-client";

/** The form's fields as typed: text until submit, when they become a request. */
export interface DiscountFormValues {
  code: string;
  kind: TDiscountKind;
  value: string;
  minimumSubtotal: string;
  startsAt: string;
  endsAt: string;
  usageLimit: string;
  oncePerCustomer: boolean;
  active: boolean;
}
export type DiscountField = keyof DiscountFormValues;
export type DiscountFormErrors = Partial<Record<DiscountField, string>>;

const FIELDS: readonly DiscountField[] = [
  "code",
  "kind",
  "value",
  "minimumSubtotal",
  "startsAt",
  "endsAt",
  "usageLimit",
  "oncePerCustomer",
  "active",
];
const isField = (name: unknown): name is DiscountField => FIELDS.includes(name as DiscountField);

/** "10.00" as 10 for a percentage, "0.00" as empty: what a merchant would have typed. */
const typed = (amount: string, kind?: TDiscountKind) =>
  Number(amount) === 0 ? "" : kind === "percent" ? String(Number(amount)) : amount;

export function toFormValues(discount: TDiscount | null): DiscountFormValues {
  return {
    code: discount?.code ?? "",
    kind: discount?.kind ?? "percent",
    value: discount ? typed(discount.value, discount.kind) : "",
    minimumSubtotal: discount ? typed(discount.minimumSubtotal) : "",
    startsAt: discount?.startsAtLocal ?? "",
    endsAt: discount?.endsAtLocal ?? "",
    usageLimit: discount?.usageLimit === null || !discount ? "" : String(discount.usageLimit),
    oncePerCustomer: discount?.oncePerCustomer ?? false,
    active: discount?.active ?? true,
  };
}

/**
 * The request the form sends, or every field's problem at once (the contract's messages, as the
 * server would give them). Times stay wall-clock times: the server reads them in the store's zone.
 */
export function discountRequest(
  values: DiscountFormValues,
  money: TMoneyFormat,
): { data: TCreateDiscountRequest } | { errors: DiscountFormErrors } {
  const limit = values.usageLimit.trim();
  const data: TCreateDiscountRequest = {
    code: values.code,
    kind: values.kind,
    value: values.kind === "free_delivery" ? "0" : values.value,
    minimumSubtotal: values.minimumSubtotal.trim() === "" ? null : values.minimumSubtotal,
    startsAt: values.startsAt || null,
    endsAt: values.endsAt || null,
    usageLimit: limit === "" ? null : Number(limit),
    oncePerCustomer: values.oncePerCustomer,
    active: values.active,
  };
  const parsed = ZCreateDiscountRequest(money.currency).safeParse(data);
  const errors: DiscountFormErrors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (isField(field)) errors[field] ??= issue.message;
    }
    return { errors };
  }
  // Both times are on the store's wall clock, so comparing them as if in UTC keeps their order.
  const wall = (v: string | null) => (v === null ? null : Date.parse(`${v}Z`));
  const rule = discountRuleIssue(
    {
      kind: parsed.data.kind,
      value: parsed.data.value,
      startsAt: wall(parsed.data.startsAt),
      endsAt: wall(parsed.data.endsAt),
    },
    money,
  );
  if (rule) return { errors: { [rule.field]: rule.message } };
  return { data };
}

/**
 * What the server said about a refused save: beside a field when its answer names one (zod's issues,
 * and the discount rules' own), else for the whole form (api-client's ApiError).
 */
export function serverProblem(error: unknown): { field?: DiscountField; message: string } {
  const field = errorField(error);
  const message = errorMessage(error);
  return isField(field) ? { field, message } : { message };
}
