import { amountOf, decimalsAllowed } from "#contracts/amount";
import type { TProduct } from "#contracts/catalog";
import type { TPublishExamplesRequest } from "#contracts/store-setup";
import { plainAmount } from "#web/lib/typed-amount";

/** What the merchant typed over an example's name and price (text, as typed). */
export type ExampleEdits = Record<string, { name?: string; price?: string }>;

export const EXAMPLE_MESSAGES = {
  name: "Give it a name",
  price: (currency: string) => `Enter a price of 0 or more, ${decimalsAllowed(currency)}`,
} as const;

/**
 * The publish request of the examples kept: each changed name or price once (the rest as the
 * template wrote it), or a message per field that is wrong.
 */
export function publishRequest(
  kept: TProduct[],
  edits: ExampleEdits,
  currency: string,
): { request: TPublishExamplesRequest } | { errors: Record<string, { name?: string; price?: string }> } {
  const errors: Record<string, { name?: string; price?: string }> = {};
  const changes: NonNullable<TPublishExamplesRequest["changes"]> = [];
  for (const product of kept) {
    const edit = edits[product.id] ?? {};
    const change: { id: string; name?: string; price?: string } = { id: product.id };
    if (edit.name !== undefined) {
      const name = edit.name.trim();
      if (!name) errors[product.id] = { name: EXAMPLE_MESSAGES.name };
      else if (name !== product.name) change.name = name;
    }
    if (edit.price !== undefined) {
      const price = amountOf(plainAmount(edit.price), currency);
      if (price === null)
        errors[product.id] = { ...errors[product.id], price: EXAMPLE_MESSAGES.price(currency) };
      else if (price !== product.price) change.price = price;
    }
    if (change.name !== undefined || change.price !== undefined) changes.push(change);
  }
  if (Object.keys(errors).length > 0) return { errors };
  return {
    request: { ids: kept.map((product) => product.id), ...(changes.length > 0 ? { changes } : {}) },
  };
}
