import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { describeEdges, importsOf, ROOT, sourceFiles } from "./import-graph";

/**
 * The browser journeys' rules (decision 0021), so the next journey is written as these are: on the
 * project's fixtures (a server a test, or the worker's shared one for a test that writes nothing,
 * decision 0051; console errors fail it), with assertions that retry and no fixed sleeps.
 */
const journeys = sourceFiles("e2e").filter((file) => file.endsWith(".e2e.ts"));
const text = (file: string) => readFileSync(path.join(ROOT, file), "utf8");
const offending = (pattern: RegExp) =>
  journeys.flatMap((file) =>
    text(file)
      .split("\n")
      .flatMap((line, i) => (pattern.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
  );

describe("browser journeys", () => {
  it("take `test` (or `readOnlyTest`) from the project's fixtures", () => {
    const without = journeys.filter(
      (file) =>
        !importsOf(file).some(
          (edge) =>
            edge.specifier === "./support/fixtures" &&
            (edge.names.includes("test") || edge.names.includes("readOnlyTest")),
        ),
    );
    expect(without).toEqual([]);
  });

  it("drive the browser through @playwright/test, never vitest or a hand-launched playwright-core", () => {
    expect(
      describeEdges(
        sourceFiles("e2e")
          .flatMap(importsOf)
          .filter(
            (edge) =>
              (edge.specifier === "vitest" || edge.specifier === "playwright-core") &&
              // The Lighthouse bench launches Chromium outside the runner, with the same flags.
              edge.from !== "e2e/support/chromium.ts",
          ),
      ),
    ).toBe("");
  });

  it("never sleep: they wait for what they expect to see", () => {
    expect(offending(/waitForTimeout\(|(?<!test\.)setTimeout\(/)).toEqual([]);
  });

  it("assert on the page with retrying assertions, not on a value read once", () => {
    expect(
      offending(
        /expect\(await [^;]*\.(textContent|innerText|getAttribute|count|isVisible|isChecked|isDisabled|inputValue|allTextContents)\(|\.resolves\./,
      ),
    ).toEqual([]);
  });
});
