// A catalog template's shape (issue 48): categories with example products, prices in US dollars
// (scaled to the store's currency when applied, template-prices.ts). Plain data: every word is the
// merchant's to edit.

export interface TemplateOption {
  name: string;
  /** What choosing it adds, in dollars; nothing when left out. */
  add?: number;
  /** A variant's stock (a group that tracks stock). */
  stock?: number;
}

export interface TemplateGroup {
  name: string;
  selection: "single" | "multiple";
  required: boolean;
  tracksStock?: boolean;
  options: TemplateOption[];
}

export interface TemplateProduct {
  name: string;
  description: string;
  /** In dollars. */
  price: number;
  optionGroups?: TemplateGroup[];
}

export interface CatalogTemplate {
  categories: { name: string; description: string; products: TemplateProduct[] }[];
  /** A pharmacy's: prescription orders on (they are for pharmacies from registration, too). */
  acceptsPrescriptions?: boolean;
}
