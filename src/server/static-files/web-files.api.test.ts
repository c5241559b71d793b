import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { beforeAll, expect, it } from "vitest";
import { describeOnDrivers } from "#tests/helpers/api-suite";
import { TEST_INDEX_HTML } from "#tests/helpers/index-html";
import { TestClient } from "#tests/helpers/test-app";

const SCRIPT = `console.log(${JSON.stringify("storefront ".repeat(400))});\n`;
/** Under the build's 1 KB floor: it writes no compressed copy of the icon (precompress-plugin.ts). */
const ICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#2563eb"/><path d="M18 24h28l-3 22H21z" fill="#fff"/><path d="M25 24a7 7 0 0 1 14 0" stroke="#fff" stroke-width="4" fill="none"/></svg>\n`;
const WORKER = `self.addEventListener("fetch", () => {}); // ${"x".repeat(1200)}\n`;
const PICTURE = Buffer.from("RIFF\u0000\u0000\u0000\u0000WEBPVP8 fake picture bytes");

/** A web build as `npm run build` writes it: hashed assets with copies, public files, the manifest. */
function writeBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "web-files-"));
  for (const sub of ["assets", "demo", ".vite"]) mkdirSync(path.join(dir, sub));
  writeFileSync(path.join(dir, "index.html"), TEST_INDEX_HTML);
  const script = path.join(dir, "assets", "main-AbC123.js");
  writeFileSync(script, SCRIPT);
  writeFileSync(`${script}.br`, brotliCompressSync(SCRIPT));
  writeFileSync(`${script}.gz`, gzipSync(SCRIPT));
  writeFileSync(path.join(dir, "favicon.svg"), ICON);
  writeFileSync(path.join(dir, "sw.js"), WORKER);
  writeFileSync(path.join(dir, "demo", "tea.webp"), PICTURE);
  writeFileSync(path.join(dir, ".vite", "manifest.json"), "{}");
  return dir;
}

const webDir = writeBuild();

describeOnDrivers("the web build's files, from memory,", { webDir }, (t) => {
  let browser: TestClient;
  beforeAll(() => {
    browser = new TestClient(t.app);
  });
  const get = (url: string, headers: Record<string, string> = {}) =>
    browser.request("GET", url, undefined, { headers });
  const SCRIPT_URL = "/assets/main-AbC123.js";

  it.each([
    ["gzip, deflate, br", "br"],
    ["br;q=0.5, gzip", "gzip"],
    ["gzip;q=0.2, br;q=0.9", "br"],
    ["br;q=0, gzip;q=0.1", "gzip"],
    ["*", "br"],
    ["deflate", undefined],
    ["identity", undefined],
    ["br;q=0, gzip;q=0", undefined],
  ])("answers Accept-Encoding %j with %s", async (acceptEncoding, expected) => {
    const res = await get(SCRIPT_URL, { "accept-encoding": acceptEncoding });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe(expected);
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(res.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(res.headers["content-length"]).toBe(String(res.rawPayload.length));
    const text =
      expected === "br"
        ? brotliDecompressSync(res.rawPayload)
        : expected === "gzip"
          ? gunzipSync(res.rawPayload)
          : res.rawPayload;
    expect(text.toString()).toBe(SCRIPT);
  });

  it("names each encoding with its own strong ETag, and answers 304 only to the one sent", async () => {
    const br = await get(SCRIPT_URL, { "accept-encoding": "br" });
    const gzip = await get(SCRIPT_URL, { "accept-encoding": "gzip" });
    const plain = await get(SCRIPT_URL);
    const tags = [br, gzip, plain].map((res) => res.headers.etag as string);
    expect(new Set(tags).size).toBe(3);
    for (const tag of tags) expect(tag).toMatch(/^"[\w-]+"$/);

    const again = await get(SCRIPT_URL, { "accept-encoding": "br", "if-none-match": tags[0]! });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(tags[0]);
    expect(again.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(String(again.headers.vary)).toMatch(/accept-encoding/i);
    const listed = await get(SCRIPT_URL, { "accept-encoding": "gzip", "if-none-match": `"x", ${tags[1]}` });
    expect(listed.statusCode).toBe(304);
    // The brotli bytes' tag does not stand for the gzip bytes.
    const other = await get(SCRIPT_URL, { "accept-encoding": "gzip", "if-none-match": tags[0]! });
    expect(other.statusCode).toBe(200);
    expect(gunzipSync(other.rawPayload).toString()).toBe(SCRIPT);
  });

  it("keeps hashed assets a year, the app's own unhashed files not at all, other public files a day", async () => {
    expect((await get(SCRIPT_URL)).headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await get("/sw.js")).headers["cache-control"]).toBe("no-cache");
    expect((await get("/favicon.svg")).headers["cache-control"]).toBe("public, max-age=86400");
    const picture = await get("/demo/tea.webp", { "accept-encoding": "br" });
    expect(picture.headers["cache-control"]).toBe("public, max-age=86400");
    expect(picture.headers["content-type"]).toBe("image/webp");
    // A picture is sent as it is: no encoding, so nothing to vary on.
    expect(picture.headers["content-encoding"]).toBeUndefined();
    expect(picture.headers.vary).toBeUndefined();
    expect(picture.rawPayload.equals(PICTURE)).toBe(true);
  });

  it("compresses a small text file the build left alone, such as the icon", async () => {
    const res = await get("/favicon.svg", { "accept-encoding": "gzip, deflate, br" });
    expect(res.headers["content-type"]).toBe("image/svg+xml");
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(ICON));
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(ICON);
  });

  it("answers HEAD with GET's headers and no body", async () => {
    const full = await get(SCRIPT_URL, { "accept-encoding": "br" });
    const head = await t.app.inject({
      method: "HEAD",
      url: SCRIPT_URL,
      headers: { "accept-encoding": "br" },
    });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    for (const name of ["content-length", "content-type", "content-encoding", "etag", "cache-control"])
      expect(head.headers[name], name).toBe(full.headers[name]);
  });

  it("sends the site's security headers and no cookie with a file", async () => {
    const res = await get(SCRIPT_URL, { "accept-encoding": "br" });
    expect(res.headers["content-security-policy"]).toMatch(/script-src/);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["set-cookie"]).toBeUndefined();
  });

  it.each([
    "/assets/missing-1.js",
    "/assets/main-AbC123.js.br",
    "/.vite/manifest.json",
    "/assets/..%2f..%2fpackage.json",
    "/assets/%2e%2e/%2e%2e/package.json",
    "/demo/../../package.json",
    "/index.html/..%2f.vite%2fmanifest.json",
  ])("answers %s with 404, never a file from elsewhere", async (url) => {
    const res = await get(url, { "accept-encoding": "br" });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.body).not.toContain("console.log");
    expect(res.body).not.toContain('"name"');
  });
});
