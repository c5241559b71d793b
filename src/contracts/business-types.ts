/** The business types a merchant registers with (spec sections 1 and 5). */
export const BUSINESS_TYPES = ["pharmacy", "restaurant", "retail"] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];

export const BUSINESS_TYPE_LABELS: Record<BusinessType, string> = {
  pharmacy: "Pharmacy",
  restaurant: "Restaurant",
  retail: "Retail",
};

/** Pharmacy, Restaurant, Retail; anything else (the marketplace also knows "other") is a Store. */
export const businessTypeLabel = (type: string): string =>
  Object.hasOwn(BUSINESS_TYPE_LABELS, type) ? BUSINESS_TYPE_LABELS[type as BusinessType] : "Store";
