import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { ResolvedConfig } from "vite";
import { afterEach, describe, expect, it } from "vitest";
import { precompress } from "./precompress-plugin";

describe("the build's precompression", () => {
  let dir = "";
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function build(files: Record<string, string | Buffer>) {
    dir = mkdtempSync(path.join(tmpdir(), "precompress-"));
    mkdirSync(path.join(dir, "dist", "assets"), { recursive: true });
    for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dir, "dist", name), content);
    const plugin = precompress();
    const hooks = plugin as unknown as {
      configResolved: (config: ResolvedConfig) => void;
      closeBundle: () => void;
    };
    hooks.configResolved({ root: dir, build: { outDir: "dist" } } as ResolvedConfig);
    hooks.closeBundle();
    return (name: string) => path.join(dir, "dist", name);
  }

  it("writes brotli and gzip copies of text assets that decompress to the original", () => {
    const script = "export const x = 1;\n".repeat(200);
    const file = build({ "assets/app.js": script, "index.html": `<html>${"<p>hi</p>".repeat(200)}</html>` });
    expect(brotliDecompressSync(readFileSync(file("assets/app.js.br"))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(file("assets/app.js.gz"))).toString()).toBe(script);
    expect(readFileSync(file("assets/app.js.br")).length).toBeLessThan(script.length / 10);
    expect(existsSync(file("index.html.br"))).toBe(true);
  });

  it("skips files under 1 KB and files that are already compressed (images)", () => {
    const file = build({ "assets/tiny.js": "export {};\n", "assets/photo.png": Buffer.alloc(4096, 7) });
    expect(existsSync(file("assets/tiny.js.br"))).toBe(false);
    expect(existsSync(file("assets/photo.png.br"))).toBe(false);
    expect(existsSync(file("assets/photo.png.gz"))).toBe(false);
  });
});
