import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT, sourceFiles } from "./import-graph";

/**
 * Issue 45, item 4: in Arabic the storefront is laid out right to left by the browser, which works
 * only where the layout says "start" and "end", not "left" and "right". The storefront's screens
 * and the components every screen shares use Tailwind's logical utilities (ms-, pe-, start-,
 * text-start, border-s …), and an icon that points the way of reading is mirrored in a
 * right-to-left page (`rtl:-scale-x-100`).
 */
const SCOPE = ["src/web/features/storefront", "src/web/components", "src/web/lib"];
const files = SCOPE.flatMap(sourceFiles).filter((file) => !/\.test\.tsx?$/.test(file));
const textOf = (file: string) => readFileSync(path.join(ROOT, file), "utf8");

/** A utility that names a physical side (after any variants such as `sm:` or `hover:`). */
const PHYSICAL =
  /^-?(m[lr]|p[lr]|scroll-[mp][lr]|left|right|rounded-(l|r|tl|tr|bl|br)|border-[lr]|text-(left|right)|float-(left|right)|clear-(left|right))(-|$)/;
/** Centring (`left-1/2` with `-translate-x-1/2`) is the same in both directions. */
const CENTRING = new Set(["left-1/2", "-left-1/2"]);

/** Every class-like token in the file's string and template literals. */
function tokensOf(text: string): string[] {
  const literals = text.match(/"[^"\n]*"|`[^`]*`/g) ?? [];
  return literals.flatMap((literal) => literal.slice(1, -1).split(/\s+/)).filter(Boolean);
}

describe("a layout that reads both ways", () => {
  it("storefront screens and shared components use logical sides, not left and right", () => {
    const offenders = files.flatMap((file) =>
      tokensOf(textOf(file))
        .filter((token) => {
          const utility = token.split(":").at(-1)!;
          return (
            PHYSICAL.test(utility) && utility !== "left" && utility !== "right" && !CENTRING.has(utility)
          );
        })
        .map((token) => `${file}: ${token}`),
    );
    expect(offenders).toEqual([]);
  });

  it("an arrow or chevron that points the way of reading is mirrored right to left", () => {
    const offenders = files.flatMap((file) =>
      (textOf(file).match(/<(Chevron|Arrow)(Left|Right)\b[^>]*\/>/g) ?? [])
        .filter((icon) => !icon.includes("rtl:-scale-x-100"))
        .map((icon) => `${file}: ${icon}`),
    );
    expect(offenders).toEqual([]);
  });
});
