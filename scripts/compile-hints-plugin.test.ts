import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ResolvedConfig } from "vite";
import { afterEach, describe, expect, it } from "vitest";
import { COMPILE_HINT, compileHints } from "./compile-hints-plugin";

/** A built app: the entry, the boot module, each storefront screen, a dashboard screen, two catalogs. */
const MANIFEST = {
  "index.html": { file: "assets/index.js", isEntry: true, imports: ["_web.js"] },
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

describe("the compile hint on a storefront's first-visit scripts", () => {
  let dir = "";
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function build() {
    dir = mkdtempSync(path.join(tmpdir(), "compile-hints-"));
    mkdirSync(path.join(dir, "dist", ".vite"), { recursive: true });
    mkdirSync(path.join(dir, "dist", "assets"));
    writeFileSync(path.join(dir, "dist", ".vite", "manifest.json"), JSON.stringify(MANIFEST));
    for (const { file } of Object.values(MANIFEST))
      writeFileSync(path.join(dir, "dist", file), `export const f = () => "${file}";\n`);
    const hooks = compileHints() as unknown as {
      configResolved: (config: ResolvedConfig) => void;
      closeBundle: () => void;
    };
    hooks.configResolved({ root: dir, build: { outDir: "dist" } } as ResolvedConfig);
    const firstLines = () =>
      Object.fromEntries(
        Object.values(MANIFEST).map(({ file }) => [
          path.basename(file, ".js"),
          readFileSync(path.join(dir, "dist", file), "utf8").split("\n")[0],
        ]),
      );
    return { run: () => hooks.closeBundle(), firstLines };
  }

  it("puts V8's hint first in every script of the marketplace's, a store's and a product page's first visit, in every language, and nowhere else", () => {
    const { run, firstLines } = build();
    run();
    const hinted = Object.entries(firstLines())
      .filter(([, line]) => line === COMPILE_HINT)
      .map(([name]) => name)
      .sort();
    expect(hinted).toEqual(
      [
        "ar",
        "boot",
        "cart",
        "en",
        "framework",
        "index",
        "marketplace",
        "microsite",
        "product-page",
        "web",
      ].sort(),
    );
    // What the rest of each hinted file says is unchanged.
    expect(readFileSync(path.join(dir, "dist", "assets", "cart.js"), "utf8")).toBe(
      `${COMPILE_HINT}\nexport const f = () => "assets/cart.js";\n`,
    );
  });

  it("adds it once when the build's last step runs again", () => {
    const { run } = build();
    run();
    run();
    const text = readFileSync(path.join(dir, "dist", "assets", "framework.js"), "utf8");
    expect(text.split(COMPILE_HINT)).toHaveLength(2);
  });
});
