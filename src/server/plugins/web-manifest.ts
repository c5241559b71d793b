import { readFileSync } from "node:fs";
import path from "node:path";
import { LANGUAGES, type TLanguage } from "#contracts/shopper-language";

/** What the build says about its files (Vite's manifest, dist/web/.vite/manifest.json). */
export type Manifest = Record<string, { file: string; name?: string; imports?: string[] }>;

/** Where Vite writes the manifest of the web app it builds into `webDir` (dist/web). */
export const manifestFile = (webDir: string) => path.join(webDir, ".vite", "manifest.json");

/** The manifest of the web app built into `webDir`. */
export const readManifest = (webDir: string): Manifest =>
  JSON.parse(readFileSync(manifestFile(webDir), "utf8"));

/**
 * The manifest key of a chunk by its source path under src/web ("routes/microsite.tsx"). A screen is
 * keyed by its source path, unless the bundler merged a common chunk into it (Rolldown's inlining of
 * small shared chunks does): the chunk then loses its source key, and only its name, the screen's
 * file name, tells it (`_microsite-….js`).
 */
function chunkKey(manifest: Manifest, source: string): string | undefined {
  if (manifest[source]) return source;
  const name = path.basename(source, path.extname(source));
  const named = Object.keys(manifest).filter((key) => key.startsWith("_") && manifest[key]!.name === name);
  return named.length === 1 ? named[0] : undefined;
}

/**
 * The files of a chunk and of everything it imports statically: what the browser fetches to run
 * it. Empty when the manifest does not know the source.
 */
export function chunkFiles(manifest: Manifest, source: string): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const entry = manifest[key];
    if (!entry || files.has(entry.file)) return;
    files.add(entry.file);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  const key = chunkKey(manifest, source);
  if (key) visit(key);
  return [...files];
}

/** The screen (its source under src/web) that renders each storefront page. */
export const STOREFRONT_SCREEN_SOURCES = {
  marketplace: "routes/marketplace.tsx",
  store: "routes/microsite.tsx",
  product: "routes/product-page.tsx",
} as const;

export type StorefrontScreen = keyof typeof STOREFRONT_SCREEN_SOURCES;

/** What every storefront page runs before its screen: the entry, and the app it boots (main.tsx). */
const APP_SOURCES = ["index.html", "boot.tsx"];

/** A language's catalog (its source under src/web): a page in that language loads it first (decision 0068). */
export const catalogSource = (language: string) => `../contracts/i18n/${language}.ts`;

/**
 * The scripts a first visit to a storefront screen in `language` runs (issue 44's JavaScript
 * budget counts them): the app, the screen and the language's words.
 */
function firstVisitScripts(manifest: Manifest, screen: StorefrontScreen, language: TLanguage): string[] {
  const sources = [...APP_SOURCES, STOREFRONT_SCREEN_SOURCES[screen], catalogSource(language)];
  return [...new Set(sources.flatMap((source) => chunkFiles(manifest, source)))].filter((file) =>
    file.endsWith(".js"),
  );
}

/** A first visit to each storefront screen in each language, with the scripts it runs. */
export function storefrontFirstVisits(
  manifest: Manifest,
): { screen: StorefrontScreen; language: TLanguage; files: string[] }[] {
  const screens = Object.keys(STOREFRONT_SCREEN_SOURCES) as StorefrontScreen[];
  return screens.flatMap((screen) =>
    LANGUAGES.map((language) => ({ screen, language, files: firstVisitScripts(manifest, screen, language) })),
  );
}
