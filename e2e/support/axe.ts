import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

interface AxeResult {
  violations: { id: string; impact: string | null; nodes: { target: string[]; failureSummary?: string }[] }[];
}

/**
 * axe-core's serious and critical violations on the page as it is now, one line each. axe is
 * evaluated through the DevTools protocol, which the page's Content-Security-Policy does not govern:
 * an injected <script> tag would be refused, as it should be.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  // A screen is judged as it settles, not mid-transition: a menu tab fading from the active colours
  // to the resting ones measured as light grey on red for 150 ms (a fast machine caught it). Endless
  // ones (a spinner) never settle and are judged as they are.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== "running" || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
  await page.evaluate(axeSource);
  const result = (await page.evaluate(() =>
    (window as unknown as { axe: { run: (context: Document, options: object) => Promise<unknown> } }).axe.run(
      document,
      { resultTypes: ["violations"] },
    ),
  )) as AxeResult;
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .flatMap((v) =>
      v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(" ")}: ${n.failureSummary ?? ""}`),
    );
}
