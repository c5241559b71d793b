import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, testConfig } from "#tests/helpers/test-app";
import { openTestDatabase, type TestDatabase } from "#tests/helpers/test-database";

/** The rules of robots.txt (RFC 9309) as a crawler reads them: the longest matching rule wins. */
function allowed(robots: string, path: string): boolean {
  const rules = robots
    .split("\n")
    .map((line) => /^(Allow|Disallow):\s*(\S*)/i.exec(line))
    .filter((match) => match !== null)
    .map(([, kind, prefix]) => ({ allow: kind!.toLowerCase() === "allow", prefix: prefix! }))
    .filter(({ prefix }) => prefix !== "" && path.startsWith(prefix))
    .sort((a, b) => b.prefix.length - a.prefix.length || Number(b.allow) - Number(a.allow));
  return rules[0]?.allow ?? true;
}

// Plain text from no table: one database driver tells all.
describe("robots.txt", () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let fixed: FastifyInstance;
  beforeAll(async () => {
    database = await openTestDatabase("pglite");
    app = await buildTestApp(database, testConfig({ trustProxy: ["127.0.0.1"] }));
    fixed = await buildTestApp(database, testConfig({ publicUrl: "https://stores.example.org" }));
  });
  afterAll(async () => {
    await app.close();
    await fixed.close();
    await database.close();
  });

  it("lets crawlers read the storefront, keeps them out of the merchant's screens, sign-in and the API", async () => {
    const res = await app.inject({ url: "/robots.txt", headers: { host: "shop.example.com" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(res.body).toMatch(/^User-agent: \*$/m);
    for (const path of [
      "/",
      "/microsite/marketplace",
      "/microsite/greenleaf-pharmacy",
      "/microsite/greenleaf-pharmacy/product/0b5c7f1e-1111-4222-8333-444455556666",
      "/uploads/photo.webp",
      "/sitemap.xml",
    ]) {
      expect(allowed(res.body, path), path).toBe(true);
    }
    for (const path of [
      "/dashboard",
      "/products",
      "/ads",
      "/delivery-zones",
      "/kitchen",
      "/choose-store",
      "/auth",
      "/auth?tab=login",
      "/api/microsite/greenleaf-pharmacy",
    ]) {
      expect(allowed(res.body, path), path).toBe(false);
    }
  });

  it("names the sitemap index by absolute URL: PUBLIC_URL's, else the request's origin", async () => {
    const byRequest = await app.inject({
      url: "/robots.txt",
      headers: { host: "shop.example.com", "x-forwarded-proto": "https" },
    });
    expect(byRequest.body).toMatch(/^Sitemap: https:\/\/shop\.example\.com\/sitemap\.xml$/m);
    const byConfig = await fixed.inject({ url: "/robots.txt", headers: { host: "evil.example" } });
    expect(byConfig.body).toMatch(/^Sitemap: https:\/\/stores\.example\.org\/sitemap\.xml$/m);
    expect(byConfig.body).not.toContain("evil.example");
  });

  it("sends a browser or crawler asking for /favicon.ico to the site's icon, not to a 404", async () => {
    const res = await app.inject({ url: "/favicon.ico" });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe("/favicon.png");
  });
});
