import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "@formatjs/icu-messageformat-parser";
import type { Plugin } from "vite";
import { isPlainText } from "../src/contracts/i18n/format-message";

/** The storefront's message catalogs (decision 0068). */
const CATALOG = /[\\/]src[\\/]contracts[\\/]i18n[\\/][a-z]{2}[\\/][a-z-]+\.json$/;
/** Their compiled modules' ids: virtual, and not ending in ".json" (Vite's own JSON plugin would take them). */
const COMPILED = "\0icu-catalog:";

/** A catalog's messages with every ICU message parsed: plain text stays text. */
export function compileCatalog(messages: Record<string, string>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(messages).map(([id, message]) => [id, isPlainText(message) ? message : parse(message)]),
  );
}

/**
 * Parses the catalogs' ICU messages when the app is built, so the browser gets them ready to
 * format and never downloads the message parser (7 KiB compressed of intl-messageformat's 9.6).
 * A message that does not parse fails the build, naming it.
 */
export function icuCatalogs(): Plugin {
  return {
    name: "storelaunch-icu-catalogs",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (!source.endsWith(".json") || source.startsWith(COMPILED)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && CATALOG.test(resolved.id) ? `${COMPILED}${resolved.id}.js` : null;
    },
    load(id) {
      if (!id.startsWith(COMPILED)) return null;
      const file = id.slice(COMPILED.length, -".js".length);
      this.addWatchFile(file);
      const messages = JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
      try {
        return `export default ${JSON.stringify(compileCatalog(messages))};`;
      } catch (err) {
        throw new Error(`${path.relative(process.cwd(), file)}: ${(err as Error).message}`);
      }
    },
  };
}
