import { useState } from "react";
import { discountCartProblem, type TAppliedDiscount } from "#contracts/discount-rules";
import type { TFulfilment } from "#contracts/fulfilment";
import { errorMessage } from "#web/lib/api-client";
import type { CartLine } from "#web/lib/cart-storage";
import { useT } from "#web/lib/i18n/page-language";
import { useCheckDiscount } from "../api/check-discount";
import { toOrderItems } from "../utils/cart";
import { serverText } from "./order-failure";
import { useStoreMoney } from "./use-store-money";

/**
 * The checkout's "Discount code": what is typed, the code applied once the server has checked it
 * against this cart, and why an applied code no longer fits the cart (a changed subtotal, pickup
 * instead of delivery). The order sends the applied code; the server decides its amount again.
 */
export function useDiscountCode({
  slug,
  lines,
  fulfilment,
  subtotal,
  phone,
}: {
  slug: string;
  lines: CartLine[];
  fulfilment: TFulfilment;
  /** The cart's subtotal in minor units of the store's currency. */
  subtotal: number;
  phone: string;
}) {
  const [typed, setTyped] = useState("");
  const [applied, setApplied] = useState<TAppliedDiscount | null>(null);
  /** The order's refusal of the applied code (used up meanwhile, say), shown at the field. */
  const [refusal, setRefusal] = useState<string | null>(null);
  const check = useCheckDiscount(slug);
  const money = useStoreMoney();
  const t = useT();
  const error = refusal ?? (check.isError ? errorMessage(check.error) : null);
  const problem = applied ? discountCartProblem(applied, subtotal, fulfilment, money) : null;

  const apply = () => {
    const code = typed.trim();
    if (!code || check.isPending) return;
    setRefusal(null);
    check.mutate(
      { code, items: toOrderItems(lines), fulfilment, phone: phone.trim() || null },
      {
        onSuccess: (discount) => {
          setApplied(discount);
          setTyped("");
        },
      },
    );
  };
  const remove = () => {
    setApplied(null);
    setRefusal(null);
    check.reset();
  };

  return {
    typed,
    setTyped: (value: string) => {
      setTyped(value);
      setRefusal(null);
      if (check.isError) check.reset();
    },
    apply,
    remove,
    checking: check.isPending,
    /** Why the typed code was refused, in the server's words (in the page's language where known). */
    error: error && serverText(error, t),
    /**
     * The order was refused for its code: the code goes back into the field with the reason, and the
     * total shows what the order costs without it, so nothing is charged by surprise.
     */
    refused: (message: string) => {
      if (applied) setTyped(applied.code);
      setApplied(null);
      check.reset();
      setRefusal(message);
    },
    applied,
    /** Why the applied code does not fit the cart as it is now (the order would be refused), in the page's language. */
    problem: problem && serverText(problem, t),
  };
}

export type DiscountCode = ReturnType<typeof useDiscountCode>;
