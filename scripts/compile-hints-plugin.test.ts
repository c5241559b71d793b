import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { builtApp, builtFiles } from "../tests/helpers/built-web-app";
import { COMPILE_HINT, compileHints } from "./compile-hints-plugin";

describe("the compile hint on a storefront's first-visit scripts", () => {
  let root = "";
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  function build() {
    const app = builtApp(compileHints(), (_, file) => `export const f = () => "${file}";\n`);
    root = app.root;
    const text = (file: string) => readFileSync(path.join(root, "dist", file), "utf8");
    const hinted = () =>
      builtFiles()
        .filter(({ file }) => text(file).split("\n")[0] === COMPILE_HINT)
        .map(({ name }) => name)
        .sort();
    return { run: () => app.closeBundle(), text, hinted };
  }

  it("puts V8's hint first in every script of the marketplace's, a store's and a product page's first visit, in every language, and nowhere else", () => {
    const { run, text, hinted } = build();
    run();
    expect(hinted()).toEqual(
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
    expect(text("assets/cart.js")).toBe(`${COMPILE_HINT}\nexport const f = () => "assets/cart.js";\n`);
    // The stylesheet beside the boot module is not a script.
    expect(text("assets/web.css")).toBe('export const f = () => "assets/web.css";\n');
  });

  it("adds it once when the build's last step runs again", () => {
    const { run, text } = build();
    run();
    run();
    expect(text("assets/framework.js").split(COMPILE_HINT)).toHaveLength(2);
  });
});
