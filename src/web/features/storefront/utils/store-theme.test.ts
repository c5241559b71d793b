import { describe, expect, it } from "vitest";
import { STORE_THEMES } from "#contracts/themes";
import { INK_SHARE, SOFT_SHARE } from "./store-theme";

type Rgb = [number, number, number];
const rgb = (hex: string): Rgb => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as Rgb;
/** CSS color-mix(in srgb, color share%, other): a straight mix of the encoded channels. */
const mix = (color: Rgb, share: number, other: Rgb): Rgb =>
  color.map((c, i) => (c * share + other[i]! * (100 - share)) / 100) as Rgb;
/** WCAG 2 relative luminance and contrast ratio. */
const luminance = (c: Rgb) => {
  const [r, g, b] = c.map((v) => {
    const s = v / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
const contrast = (a: Rgb, b: Rgb) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};
const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

describe("store theme shades", () => {
  it.each(STORE_THEMES.map((t) => [t.id, t] as const))(
    "%s: ink text on its tint reads at 4.5:1 or more, for the primary and the accent colour",
    (_id, theme) => {
      for (const [color, soft] of [
        [theme.primary, SOFT_SHARE.primary],
        [theme.accent, SOFT_SHARE.accent],
      ] as const) {
        const ink = mix(rgb(color), INK_SHARE, BLACK);
        const tint = mix(rgb(color), soft, WHITE);
        expect(contrast(ink, tint)).toBeGreaterThanOrEqual(4.5);
      }
    },
  );
});
