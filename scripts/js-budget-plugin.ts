import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import {
  readManifest,
  type StorefrontScreen,
  storefrontFirstVisits,
} from "../src/server/plugins/web-manifest";
import { compressBest } from "../src/server/static-files/best-compression";
import { afterBuild } from "./after-build-plugin";

/** Issue 44: a first visit to a storefront page downloads at most this much script, compressed. */
export const FIRST_VISIT_JS_BUDGET_KIB = 70;

/** Compressed as the server sends it to a browser: the build's brotli copy (precompress-plugin.ts). */
const brotliBytes = (source: Buffer) => compressBest("br", source).length;

/**
 * Each storefront screen's first-visit scripts and their compressed size, from a built web app's
 * folder: in the language whose first visit downloads the most (its catalog, decision 0068).
 */
export function firstVisitSizes(outDir: string) {
  const sizeOf = (files: string[]) =>
    files.reduce((sum, file) => sum + brotliBytes(readFileSync(path.join(outDir, file))), 0) / 1024;
  type Sized = ReturnType<typeof storefrontFirstVisits>[number] & { kib: number };
  const most = new Map<StorefrontScreen, Sized>();
  for (const visit of storefrontFirstVisits(readManifest(outDir))) {
    const sized = { ...visit, kib: sizeOf(visit.files) };
    if (sized.kib > (most.get(visit.screen)?.kib ?? -1)) most.set(visit.screen, sized);
  }
  return [...most.values()];
}

/**
 * Fails the build when a first visit to the marketplace, a store or a product page would download
 * more script than the budget (decision 0061): a page that grows past it is caught when it is built,
 * not by a shopper's phone.
 */
export function jsBudget(budgetKib = FIRST_VISIT_JS_BUDGET_KIB): Plugin {
  return afterBuild("storelaunch-js-budget", function (outDir) {
    const sizes = firstVisitSizes(outDir);
    for (const { screen, language, files, kib } of sizes) {
      this.info(
        `first visit to the ${screen} (in ${language}, the most): ${files.length} scripts, ${kib.toFixed(1)} KiB compressed`,
      );
    }
    const over = sizes.filter(({ kib }) => kib > budgetKib);
    if (over.length > 0) {
      const list = over.map(({ screen, kib }) => `the ${screen} ${kib.toFixed(1)} KiB`).join(", ");
      this.error(`JavaScript budget of ${budgetKib} KiB (compressed) for a first visit exceeded: ${list}`);
    }
  });
}
