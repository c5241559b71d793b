import type { TMoneyFormat } from "#contracts/money";

/** The sign the store's locale writes its currency with, for a field's label: "$", "₹", "¥". */
export function currencySymbol({ currency, locale }: TMoneyFormat): string {
  const parts = new Intl.NumberFormat(locale, { style: "currency", currency }).formatToParts(0);
  return parts.find((part) => part.type === "currency")?.value ?? currency;
}
