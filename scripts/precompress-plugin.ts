import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { compressBest } from "../src/server/static-files/best-compression";
import { COMPRESSIBLE, filesUnder } from "../src/server/static-files/build-output";
import { afterBuild } from "./after-build-plugin";

/** Below this, a compressed copy saves less than the header it costs. */
const MIN_BYTES = 1024;

/**
 * Writes `.br` and `.gz` copies of the built text assets (public/'s files too: they are in the output
 * folder by then), compressed once at their best ratio, so the server holds them in memory beside
 * the file (server/static-files/web-files.ts, which compresses the few below MIN_BYTES itself).
 */
export function precompress(): Plugin {
  return afterBuild("storelaunch-precompress", (outDir) => {
    for (const name of filesUnder(outDir)) {
      if (!COMPRESSIBLE.test(name)) continue;
      const file = path.join(outDir, name);
      const source = readFileSync(file);
      if (source.length < MIN_BYTES) continue;
      writeFileSync(`${file}.br`, compressBest("br", source));
      writeFileSync(`${file}.gz`, compressBest("gzip", source));
    }
  });
}
