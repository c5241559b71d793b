import { expect, it } from "vitest";
import { describeOnDrivers } from "#tests/helpers/api-suite";
import { createMerchant } from "#tests/helpers/factories";

describeOnDrivers("GET /api/slug-availability", (t) => {
  const check = (slug: string) =>
    t.app.inject({ url: `/api/slug-availability?slug=${encodeURIComponent(slug)}` });

  it("says a free address is free, without signing in", async () => {
    const res = await check("sunrise-bakery");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ slug: "sunrise-bakery", available: true, suggestion: null });
  });

  it("says a taken address is taken and offers the next free one", async () => {
    await createMerchant(t.database.db, { businessSlug: "corner-cafe" });
    await createMerchant(t.database.db, { businessSlug: "corner-cafe-2" });
    expect((await check("corner-cafe")).json()).toEqual({
      slug: "corner-cafe",
      available: false,
      suggestion: "corner-cafe-3",
    });
    // The storefront's own route is never a store's address.
    expect((await check("marketplace")).json()).toEqual({
      slug: "marketplace",
      available: false,
      suggestion: "marketplace-2",
    });
  });

  it("keeps a suggestion for a 60-character address within 60 characters", async () => {
    const long = `${"a".repeat(54)}-bcdef`;
    await createMerchant(t.database.db, { businessSlug: long });
    const { available, suggestion } = (await check(long)).json();
    expect(available).toBe(false);
    expect(suggestion).toBe("a".repeat(54));
    expect(suggestion.length).toBeLessThanOrEqual(60);
  });

  it("refuses what is not an address with the register form's messages", async () => {
    for (const [slug, message] of [
      ["", "Business slug is required"],
      ["Not A Slug!", "Business slug must contain only lowercase letters, numbers, and hyphens"],
      ["a".repeat(61), "Business slug must be at most 60 characters"],
    ] as const) {
      const res = await check(slug);
      expect(res.statusCode, slug).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await t.app.inject({ url: "/api/slug-availability" })).statusCode).toBe(400);
  });
});

describeOnDrivers(
  "GET /api/slug-availability's limit per address (RATE_LIMIT_SLUG_CHECKS_PER_MINUTE)",
  { config: { limits: { slugChecksPerIpPerMinute: 3 } } },
  (t) => {
    it("refuses the check past the setting's number in a minute with 429", async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        statuses.push((await t.app.inject({ url: `/api/slug-availability?slug=shop-${i}` })).statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    });
  },
);
