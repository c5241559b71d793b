/**
 * The six storefront themes (spec: Customisation). Pure data, no dependencies, so the storefront
 * bundle and the settings screen can both import it. `primary` is the store's themeColor,
 * `accent` its accentColor.
 */
export interface StoreTheme {
  id: "blue" | "green" | "purple" | "red" | "orange" | "pink";
  name: string;
  description: string;
  /** #RRGGBB */
  primary: string;
  /** #RRGGBB */
  accent: string;
}

/** The spec's defaults: themeColor #3B82F6, accentColor #10B981 (the blue theme). */
export const DEFAULT_THEME_COLOR = "#3B82F6";
export const DEFAULT_ACCENT_COLOR = "#10B981";

export const STORE_THEMES: readonly StoreTheme[] = [
  {
    id: "blue",
    name: "Ocean Blue",
    description: "Calm and trustworthy: a classic for any business",
    primary: DEFAULT_THEME_COLOR,
    accent: DEFAULT_ACCENT_COLOR,
  },
  {
    id: "green",
    name: "Nature Green",
    description: "Fresh and healthy: great for pharmacies and grocers",
    primary: "#16A34A",
    accent: "#0EA5E9",
  },
  {
    id: "purple",
    name: "Royal Purple",
    description: "Elegant and creative: suits fashion and boutiques",
    primary: "#8B5CF6",
    accent: "#EC4899",
  },
  {
    id: "red",
    name: "Bold Red",
    description: "Energetic and appetising: made for restaurants",
    primary: "#DC2626",
    accent: "#F59E0B",
  },
  {
    id: "orange",
    name: "Warm Orange",
    description: "Friendly and inviting: cafes, bakeries and food",
    primary: "#F97316",
    accent: "#EAB308",
  },
  {
    id: "pink",
    name: "Modern Pink",
    description: "Playful and modern: beauty, gifts and lifestyle",
    primary: "#EC4899",
    accent: "#8B5CF6",
  },
];

/** The theme with this id; an unknown or missing id gets the default (blue) theme. */
export function findTheme(id: string | null | undefined): StoreTheme {
  return STORE_THEMES.find((theme) => theme.id === id) ?? STORE_THEMES[0]!;
}
