import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Plugin, ResolvedConfig } from "vite";

/**
 * A built web app's manifest as Vite writes it: the entry, the boot module, each storefront screen
 * (the store's merged with a shared chunk by Rolldown: only its name tells it), a dashboard screen
 * and the checkout with what they import, and two languages' catalogs (decision 0068).
 */
export const BUILT_MANIFEST = {
  "index.html": { file: "assets/index.js", isEntry: true, imports: ["_web.js"] },
  _web: { file: "assets/web.css" },
  "_web.js": { file: "assets/web.js" },
  "boot.tsx": { file: "assets/boot.js", imports: ["_framework.js", "_web.js"] },
  "_framework.js": { file: "assets/framework.js", name: "framework" },
  "routes/marketplace.tsx": { file: "assets/marketplace.js", imports: ["_framework.js"] },
  "_microsite-x.js": { file: "assets/microsite.js", name: "microsite", imports: ["_cart.js"] },
  "_cart.js": { file: "assets/cart.js" },
  "routes/product-page.tsx": { file: "assets/product-page.js", imports: ["_cart.js"] },
  "routes/dashboard.tsx": { file: "assets/dashboard.js", imports: ["_charts.js"] },
  "_charts.js": { file: "assets/charts.js" },
  "routes/checkout.tsx": { file: "assets/checkout.js", imports: ["_cart.js"] },
  "../contracts/i18n/en.ts": { file: "assets/en.js", isDynamicEntry: true },
  "../contracts/i18n/ar.ts": { file: "assets/ar.js", isDynamicEntry: true },
};

/** The files of BUILT_MANIFEST, by their name without folder and extension ("framework"). */
export const builtFiles = () =>
  Object.values(BUILT_MANIFEST).map(({ file }) => ({ file, name: path.basename(file, path.extname(file)) }));

/**
 * Writes the app into `dist/` of a new temporary folder, each file with `contents(name)`, and
 * returns that folder and the hook Vite calls when the build has written its files, for `plugin`
 * (configured for that folder as Vite would). Remove the folder after.
 */
export function builtApp<Context>(
  plugin: Plugin,
  contents: (name: string, file: string) => string | Buffer,
): { root: string; closeBundle: (context?: Context) => void } {
  const root = mkdtempSync(path.join(tmpdir(), "built-web-app-"));
  mkdirSync(path.join(root, "dist", ".vite"), { recursive: true });
  mkdirSync(path.join(root, "dist", "assets"));
  writeFileSync(path.join(root, "dist", ".vite", "manifest.json"), JSON.stringify(BUILT_MANIFEST));
  for (const { file, name } of builtFiles())
    writeFileSync(path.join(root, "dist", file), contents(name, file));
  const hooks = plugin as unknown as {
    configResolved: (config: ResolvedConfig) => void;
    closeBundle: (this: Context | undefined) => void;
  };
  hooks.configResolved({ root, build: { outDir: "dist" } } as ResolvedConfig);
  return { root, closeBundle: (context) => hooks.closeBundle.call(context) };
}
