import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { readManifest, storefrontFirstVisits } from "../src/server/plugins/web-manifest";
import { afterBuild } from "./after-build-plugin";

/**
 * V8's explicit compile hint (Chrome 136 and later; other engines read a comment): compile every
 * function of this file while it streams in, off the main thread, instead of each one on the main
 * thread the first time it is called. It must be the file's first line.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/**
 * Marks the scripts of a storefront's first visit, whatever the screen and the language, for eager
 * compilation (decision 0061): almost all of their functions run while the page boots and
 * hydrates, and compiling them lazily was half of the shell's hydration on the main thread. The
 * dashboard's scripts, of which a visit runs a small part, stay lazy. Runs before `precompress`,
 * which compresses what it wrote.
 */
export function compileHints(): Plugin {
  return afterBuild("storelaunch-compile-hints", (outDir) => {
    const files = new Set(storefrontFirstVisits(readManifest(outDir)).flatMap((visit) => visit.files));
    for (const name of files) {
      const file = path.join(outDir, name);
      const source = readFileSync(file, "utf8");
      if (!source.startsWith(COMPILE_HINT)) writeFileSync(file, `${COMPILE_HINT}\n${source}`);
    }
  });
}
