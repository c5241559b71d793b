import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names. They are not merged: of two classes setting the same thing (a caller's `h-11`
 * and a component's `h-10`), which one wins would depend on the stylesheet's order, so a component
 * takes a prop for what its callers change (Button's `variant={null}`, Input's `sizeClassName`...).
 * tailwind-merge, which merged them, cost 8 KiB of every storefront visit's budget (issue 28).
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
