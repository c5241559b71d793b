import type { CSSProperties } from "react";
import { findTheme } from "#contracts/themes";

/** How much of the colour is left in an ink shade (the rest is black); the tint keeps SOFT_SHARE. */
export const INK_SHARE = 55;
export const SOFT_SHARE = { primary: 12, accent: 14 } as const;

/**
 * The store's colours as CSS variables for the storefront root. The strong shades (mixed with
 * black) carry white text and coloured text on white with readable contrast; the soft ones are
 * tints for backgrounds.
 */
export function storeThemeVars(themeId: string | null | undefined): CSSProperties {
  const { primary, accent } = findTheme(themeId);
  return {
    "--store-primary": primary,
    "--store-primary-strong": `color-mix(in srgb, ${primary} 78%, black)`,
    "--store-primary-hover": `color-mix(in srgb, ${primary} 64%, black)`,
    "--store-primary-soft": `color-mix(in srgb, ${primary} ${SOFT_SHARE.primary}%, white)`,
    // Text on the soft tint: dark enough for 4.5:1 with every theme (the strong shade was 4.46:1 with green).
    "--store-primary-ink": `color-mix(in srgb, ${primary} ${INK_SHARE}%, black)`,
    "--store-accent": accent,
    "--store-accent-strong": `color-mix(in srgb, ${accent} 70%, black)`,
    "--store-accent-soft": `color-mix(in srgb, ${accent} ${SOFT_SHARE.accent}%, white)`,
    // Text on the accent tint (a "Save $2.00" badge): the strong shade was 3.76:1 with amber.
    "--store-accent-ink": `color-mix(in srgb, ${accent} ${INK_SHARE}%, black)`,
  } as CSSProperties;
}

/** Class names for the storefront's main buttons, in the store's colour. */
export const themedButton =
  "bg-(--store-primary-strong) text-white hover:bg-(--store-primary-hover) focus-visible:outline-(--store-primary-strong)";
