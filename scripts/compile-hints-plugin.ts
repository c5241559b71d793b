import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { LANGUAGES } from "../src/contracts/shopper-language";
import {
  firstVisitScripts,
  readManifest,
  STOREFRONT_SCREEN_SOURCES,
} from "../src/server/plugins/web-manifest";

/**
 * V8's explicit compile hint (Chrome 136 and later; other engines read a comment): compile every
 * function of this file while it streams in, off the main thread, instead of each one on the main
 * thread the first time it is called. It must be the file's first line.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/** Every script a first visit to a storefront page runs, whatever the screen and the language. */
function storefrontFirstVisitScripts(outDir: string): string[] {
  const manifest = readManifest(outDir);
  const screens = Object.keys(STOREFRONT_SCREEN_SOURCES) as (keyof typeof STOREFRONT_SCREEN_SOURCES)[];
  const files = screens.flatMap((screen) =>
    LANGUAGES.flatMap((language) => firstVisitScripts(manifest, screen, language)),
  );
  return [...new Set(files)];
}

/**
 * Marks the scripts of a storefront's first visit for eager compilation (decision 0061): almost
 * all of their functions run while the page boots and hydrates, and compiling them lazily was
 * half of the shell's hydration on the main thread. The dashboard's scripts, of which a visit
 * runs a small part, stay lazy. Runs before `precompress`, which compresses what it wrote.
 */
export function compileHints(): Plugin {
  let outDir = "";
  return {
    name: "storelaunch-compile-hints",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const name of storefrontFirstVisitScripts(outDir)) {
        const file = path.join(outDir, name);
        const source = readFileSync(file, "utf8");
        if (!source.startsWith(COMPILE_HINT)) writeFileSync(file, `${COMPILE_HINT}\n${source}`);
      }
    },
  };
}
