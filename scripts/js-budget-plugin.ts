import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { LANGUAGES, type TLanguage } from "../src/contracts/shopper-language";
import {
  firstVisitScripts,
  readManifest,
  STOREFRONT_SCREEN_SOURCES,
} from "../src/server/plugins/web-manifest";
import { compressBest } from "../src/server/static-files/best-compression";

/** Issue 44: a first visit to a storefront page downloads at most this much script, compressed. */
export const FIRST_VISIT_JS_BUDGET_KIB = 70;

type Screen = keyof typeof STOREFRONT_SCREEN_SOURCES;

/** Compressed as the server sends it to a browser: the build's brotli copy (precompress-plugin.ts). */
const brotliBytes = (source: Buffer) => compressBest("br", source).length;

/**
 * Each storefront screen's first-visit scripts and their compressed size, from a built web app's
 * folder: in the language whose first visit downloads the most (its catalog, decision 0068).
 */
export function firstVisitSizes(
  outDir: string,
): { screen: Screen; language: TLanguage; files: string[]; kib: number }[] {
  const manifest = readManifest(outDir);
  const sizeOf = (files: string[]) =>
    files.reduce((sum, file) => sum + brotliBytes(readFileSync(path.join(outDir, file))), 0) / 1024;
  return (Object.keys(STOREFRONT_SCREEN_SOURCES) as Screen[]).map((screen) => {
    const visits = LANGUAGES.map((language) => {
      const files = firstVisitScripts(manifest, screen, language);
      return { screen, language, files, kib: sizeOf(files) };
    });
    return visits.reduce((most, visit) => (visit.kib > most.kib ? visit : most));
  });
}

/**
 * Fails the build when a first visit to the marketplace, a store or a product page would download
 * more script than the budget (decision 0061): a page that grows past it is caught when it is built,
 * not by a shopper's phone.
 */
export function jsBudget(budgetKib = FIRST_VISIT_JS_BUDGET_KIB): Plugin {
  let outDir = "";
  return {
    name: "storelaunch-js-budget",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
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
    },
  };
}
