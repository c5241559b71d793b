import { useState } from "react";
import { discountCartProblem, type TAppliedDiscount } from "#contracts/discount-rules";
import type { TFulfilment } from "#contracts/fulfilment";
import { errorMessage } from "#web/lib/api-client";
import type { CartLine } from "#web/lib/cart-storage";
import { useCheckDiscount } from "../api/check-discount";
import { toOrderItems } from "../utils/cart";

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
  /** The cart's subtotal in cents. */
  subtotal: number;
  phone: string;
}) {
  const [typed, setTyped] = useState("");
  const [applied, setApplied] = useState<TAppliedDiscount | null>(null);
  const check = useCheckDiscount(slug);

  const apply = () => {
    const code = typed.trim();
    if (!code || check.isPending) return;
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
    check.reset();
  };

  return {
    typed,
    setTyped: (value: string) => {
      setTyped(value);
      if (check.isError) check.reset();
    },
    apply,
    remove,
    checking: check.isPending,
    /** Why the typed code was refused, in the server's words. */
    error: check.isError ? errorMessage(check.error) : null,
    applied,
    /** Why the applied code does not fit the cart as it is now (the order would be refused). */
    problem: applied ? discountCartProblem(applied, subtotal, fulfilment) : null,
  };
}

export type DiscountCode = ReturnType<typeof useDiscountCode>;
