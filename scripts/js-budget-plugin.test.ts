import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ResolvedConfig } from "vite";
import { afterEach, describe, expect, it } from "vitest";
import { jsBudget } from "./js-budget-plugin";

/**
 * A built app: the entry, the boot module, each storefront screen, a dashboard screen, and two
 * languages' catalogs (decision 0068).
 */
const MANIFEST = {
  "index.html": { file: "assets/index.js", isEntry: true, imports: ["_web.js"] },
  _web: { file: "assets/web.css" },
  "_web.js": { file: "assets/web.js" },
  "boot.tsx": { file: "assets/boot.js", imports: ["_framework.js", "_web.js"] },
  "_framework.js": { file: "assets/framework.js", name: "framework" },
  "routes/marketplace.tsx": { file: "assets/marketplace.js", imports: ["_framework.js"] },
  // Rolldown merged a shared chunk into the store's screen: only its name tells it.
  "_microsite-x.js": { file: "assets/microsite.js", name: "microsite", imports: ["_cart.js"] },
  "_cart.js": { file: "assets/cart.js" },
  "routes/product-page.tsx": { file: "assets/product-page.js", imports: ["_cart.js"] },
  "routes/dashboard.tsx": { file: "assets/dashboard.js" },
  "../contracts/i18n/en.ts": { file: "assets/en.js", isDynamicEntry: true },
  "../contracts/i18n/ar.ts": { file: "assets/ar.js", isDynamicEntry: true },
};

describe("the build's JavaScript budget for a storefront's first visit", () => {
  let dir = "";
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** Random bytes do not compress: a file of n KiB counts n KiB (and a few bytes). */
  function build(kib: Record<string, number>, budget: number) {
    dir = mkdtempSync(path.join(tmpdir(), "js-budget-"));
    mkdirSync(path.join(dir, "dist", ".vite"), { recursive: true });
    mkdirSync(path.join(dir, "dist", "assets"));
    writeFileSync(path.join(dir, "dist", ".vite", "manifest.json"), JSON.stringify(MANIFEST));
    for (const { file } of Object.values(MANIFEST)) {
      const name = path.basename(file, path.extname(file));
      writeFileSync(path.join(dir, "dist", file), randomBytes(Math.round((kib[name] ?? 1) * 1024)));
    }
    const plugin = jsBudget(budget);
    const messages: string[] = [];
    const context = {
      info: (message: string) => messages.push(message),
      error: (message: string) => {
        throw new Error(message);
      },
    };
    const hooks = plugin as unknown as {
      configResolved: (config: ResolvedConfig) => void;
      closeBundle: (this: typeof context) => void;
    };
    hooks.configResolved({ root: dir, build: { outDir: "dist" } } as ResolvedConfig);
    return { run: () => hooks.closeBundle.call(context), messages };
  }

  it("counts the entry, the boot module, the screen, what they import and the largest language's words, once each", () => {
    const { run, messages } = build(
      { framework: 20, microsite: 10, cart: 5, dashboard: 500, en: 3, ar: 4 },
      70,
    );
    run();
    // index 1 + web 1 + boot 1 + framework 20 + microsite 10 + cart 5 + Arabic 4 (more than English's
    // 3, and the languages without a catalog here count none); the dashboard is not fetched.
    expect(messages).toContainEqual(
      expect.stringMatching(/^first visit to the store \(in ar, the most\): 7 scripts, 42\.\d KiB/),
    );
    expect(messages).toContainEqual(
      expect.stringMatching(/^first visit to the marketplace \(in ar, the most\): 6 scripts, 28\.\d KiB/),
    );
    expect(messages).toContainEqual(
      expect.stringMatching(/^first visit to the product \(in ar, the most\): 7 scripts, 33\.\d KiB/),
    );
  });

  it("fails the build naming each page over budget", () => {
    const { run } = build({ framework: 20, microsite: 60, cart: 5, ar: 4 }, 70);
    expect(run).toThrow(
      /JavaScript budget of 70 KiB \(compressed\) for a first visit exceeded: the store 92\.\d KiB$/,
    );
  });
});
