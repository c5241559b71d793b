import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client";
import { createCategory, createMerchant, createProduct } from "#tests/helpers/factories";
import { TEST_INDEX_HTML } from "#tests/helpers/index-html";
import {
  expandJsonLd,
  missing,
  type Node,
  nodesOf,
  readJsonLd,
  richResultErrors,
  textOf,
  typesOf,
  valuesOf,
} from "#tests/helpers/structured-data";
import { buildTestApp, testConfig } from "#tests/helpers/test-app";
import { DRIVERS, openTestDatabase } from "#tests/helpers/test-database";

const ORIGIN = "https://shop.example.com";
const HOSTILE = "</script><script>alert(1)</script><!-- \u2028\u2029 & 'quotes\"";

describe.each(DRIVERS)("storefront structured data on %s", (driver) => {
  let database: Database;
  let app: FastifyInstance;
  let webDir: string;
  beforeAll(async () => {
    webDir = mkdtempSync(path.join(tmpdir(), "structured-data-web-"));
    writeFileSync(path.join(webDir, "index.html"), TEST_INDEX_HTML);
    database = await openTestDatabase(driver);
    app = await buildTestApp(database, testConfig({ publicUrl: ORIGIN }), { webDir });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  async function jsonLdAt(url: string) {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(200);
    const page = readJsonLd(res.body);
    // Nothing a merchant wrote closed a script early: every script the page opens is its own.
    expect(res.body.match(/<script\b/g)?.length).toBe(res.body.match(/<\/script>/g)?.length);
    // Line separators arrive escaped: a script that read the JSON-LD as JavaScript would not break.
    const scripts = res.body.match(/<script type="application\/ld\+json">[^<]*<\/script>/g) ?? [];
    expect(scripts).toHaveLength(page.items.length);
    for (const script of scripts) expect(script).not.toMatch(/[\u2028\u2029]/);
    const nodes = await Promise.all(page.items.map(expandJsonLd));
    return { page, nodes, html: res.body };
  }
  const ofType = (nodes: Node[], type: string) => nodes.filter((node) => typesOf(node).includes(type));

  it("makes a pharmacy's home a Pharmacy with its contact details and weekly hours", async () => {
    const m = await createMerchant(database.db, {
      businessType: "pharmacy",
      businessName: "Greenleaf",
      customDisplayName: "Greenleaf Pharmacy",
      description: "Your neighbourhood pharmacy",
      logoUrl: "/uploads/logo.png",
      contactPhone: "+1 212-555-0142",
      address: "120 Hudson Street, New York, NY 10013",
      timeZone: "America/New_York",
      openingHours: [
        { day: 1, opens: "08:00", closes: "21:00" },
        { day: 2, opens: "08:00", closes: "21:00" },
        { day: 5, opens: "18:00", closes: "02:00" },
      ],
      closures: ["2026-12-25"],
    });
    const { nodes } = await jsonLdAt(`/microsite/${m.businessSlug}`);
    expect(nodes).toHaveLength(1);
    const [store] = nodes as [Node];
    expect(typesOf(store)).toEqual(["Pharmacy"]);
    expect(missing(store, ["name", "address", "telephone", "url", "logo", "description"])).toEqual([]);
    expect(textOf(store, "name")).toBe("Greenleaf Pharmacy");
    expect(textOf(store, "url")).toBe(`${ORIGIN}/microsite/${m.businessSlug}`);
    expect(textOf(store, "logo")).toBe(`${ORIGIN}/uploads/logo.png`);
    expect(textOf(store, "telephone")).toBe("+1 212-555-0142");
    expect(textOf(store, "description")).toBe("Your neighbourhood pharmacy");
    const [address] = nodesOf(store, "address") as [Node];
    expect(typesOf(address)).toEqual(["PostalAddress"]);
    expect(textOf(address, "streetAddress")).toBe("120 Hudson Street, New York, NY 10013");
    const hours = nodesOf(store, "openingHoursSpecification").map((spec) => ({
      type: typesOf(spec),
      days: valuesOf(spec, "dayOfWeek").map((day) => (day as { "@id": string })["@id"]),
      opens: textOf(spec, "opens"),
      closes: textOf(spec, "closes"),
    }));
    expect(hours).toEqual([
      {
        type: ["OpeningHoursSpecification"],
        days: ["https://schema.org/Monday", "https://schema.org/Tuesday"],
        opens: "08:00",
        closes: "21:00",
      },
      // Past midnight: it closes "before" it opens, as schema.org reads a late night.
      {
        type: ["OpeningHoursSpecification"],
        days: ["https://schema.org/Friday"],
        opens: "18:00",
        closes: "02:00",
      },
    ]);
    const [closed] = nodesOf(store, "specialOpeningHoursSpecification") as [Node];
    expect([textOf(closed, "validFrom"), textOf(closed, "validThrough")]).toEqual([
      "2026-12-25",
      "2026-12-25",
    ]);
    expect([textOf(closed, "opens"), textOf(closed, "closes")]).toEqual(["00:00", "00:00"]);
  });

  it("makes a shop a Store, open around the clock when it set no hours, without the details it lacks", async () => {
    const m = await createMerchant(database.db, { businessType: "retail", businessName: "Corner Shop" });
    const { nodes } = await jsonLdAt(`/microsite/${m.businessSlug}`);
    const [store] = nodes as [Node];
    expect(typesOf(store)).toEqual(["Store"]);
    expect(textOf(store, "description")).toBe("Quality products, great service");
    expect(missing(store, ["telephone", "address", "logo", "hasMenu"])).toEqual([
      "telephone",
      "address",
      "logo",
      "hasMenu",
    ]);
    const [allWeek, ...others] = nodesOf(store, "openingHoursSpecification") as [Node];
    expect(others).toEqual([]);
    expect(valuesOf(allWeek, "dayOfWeek")).toHaveLength(7);
    expect([textOf(allWeek, "opens"), textOf(allWeek, "closes")]).toEqual(["00:00", "23:59"]);
  });

  it("gives a restaurant its Menu: a section per category with its dishes and prices", async () => {
    const m = await createMerchant(database.db, { businessType: "restaurant", businessName: "Bella Napoli" });
    const pizzas = await createCategory(database.db, m.id, { name: "Pizza", sortOrder: 1 });
    await createCategory(database.db, m.id, { name: "Empty", sortOrder: 2 });
    await createProduct(database.db, m.id, {
      name: "Margherita",
      description: "Tomato, mozzarella, basil",
      price: "12.00",
      discountPrice: "10.50",
      categoryId: pizzas.id,
      imageUrl: "/uploads/margherita.jpg",
    });
    await createProduct(database.db, m.id, { name: "Tiramisu", price: "6.00", quantity: 3 });
    await createProduct(database.db, m.id, { name: "Hidden dish", isAvailable: false });
    const { nodes } = await jsonLdAt(`/microsite/${m.businessSlug}`);
    const [restaurant] = nodes as [Node];
    expect(typesOf(restaurant)).toEqual(["Restaurant"]);
    const [menu] = nodesOf(restaurant, "hasMenu") as [Node];
    expect(typesOf(menu)).toEqual(["Menu"]);
    const sections = nodesOf(menu, "hasMenuSection");
    expect(sections.map((section) => textOf(section, "name"))).toEqual(["Pizza"]);
    const [pizza] = nodesOf(sections[0]!, "hasMenuItem") as [Node];
    expect(typesOf(pizza)).toEqual(["MenuItem"]);
    expect(missing(pizza, ["name", "description", "image", "offers"])).toEqual([]);
    const [pizzaOffer] = nodesOf(pizza, "offers") as [Node];
    expect([textOf(pizzaOffer, "price"), textOf(pizzaOffer, "priceCurrency")]).toEqual(["10.50", "USD"]);
    // Uncategorised dishes sit on the menu itself; an unavailable one is on no page.
    const loose = nodesOf(menu, "hasMenuItem");
    expect(loose.map((item) => textOf(item, "name"))).toEqual(["Tiramisu"]);
    expect(textOf(nodesOf(loose[0]!, "offers")[0]!, "availability")).toBe(
      "https://schema.org/LimitedAvailability",
    );
  });

  it("makes a product page a Product with its Offer and a BreadcrumbList that pass the rich-result rules", async () => {
    const m = await createMerchant(database.db, { businessType: "pharmacy", businessName: "Rx Corner" });
    const p = await createProduct(database.db, m.id, {
      name: "Vitamin D",
      description: "1000 IU, 90 capsules",
      price: "9.99",
      discountPrice: "7.49",
      imageUrl: "https://cdn.example.com/vitamin-d.jpg",
    });
    const productUrl = `${ORIGIN}/microsite/${m.businessSlug}/product/${p.id}`;
    const { page, nodes } = await jsonLdAt(`/microsite/${m.businessSlug}/product/${p.id}`);
    expect(await richResultErrors(page)).toEqual([]);
    const [product] = ofType(nodes, "Product") as [Node];
    expect(missing(product, ["name", "image", "description", "offers", "url"])).toEqual([]);
    expect(textOf(product, "image")).toBe("https://cdn.example.com/vitamin-d.jpg");
    const [offer] = nodesOf(product, "offers") as [Node];
    expect(typesOf(offer)).toEqual(["Offer"]);
    expect(textOf(offer, "price")).toBe("7.49");
    expect(textOf(offer, "priceCurrency")).toBe("USD");
    expect(textOf(offer, "availability")).toBe("https://schema.org/InStock");
    expect(textOf(offer, "url")).toBe(productUrl);
    const [seller] = nodesOf(offer, "seller") as [Node];
    expect([typesOf(seller), textOf(seller, "name")]).toEqual([["Pharmacy"], "Rx Corner"]);

    const [breadcrumbs] = ofType(nodes, "BreadcrumbList") as [Node];
    const crumbs = nodesOf(breadcrumbs, "itemListElement").map((crumb) => ({
      type: typesOf(crumb),
      position: textOf(crumb, "position"),
      name: textOf(crumb, "name"),
      item: textOf(crumb, "item"),
    }));
    expect(crumbs).toEqual([
      { type: ["ListItem"], position: "1", name: "Marketplace", item: `${ORIGIN}/microsite/marketplace` },
      { type: ["ListItem"], position: "2", name: "Rx Corner", item: `${ORIGIN}/microsite/${m.businessSlug}` },
      { type: ["ListItem"], position: "3", name: "Vitamin D", item: productUrl },
    ]);
  });

  it("prices in the store's own currency, with its decimals (issue 45)", async () => {
    const m = await createMerchant(database.db, {
      businessType: "restaurant",
      currency: "KWD",
      locale: "ar-KW",
    });
    const p = await createProduct(database.db, m.id, { name: "Machboos", price: "3.250" });
    const { nodes } = await jsonLdAt(`/microsite/${m.businessSlug}/product/${p.id}`);
    const [product] = ofType(nodes, "Product") as [Node];
    const [offer] = nodesOf(product, "offers") as [Node];
    expect([textOf(offer, "price"), textOf(offer, "priceCurrency")]).toEqual(["3.250", "KWD"]);
    const home = await jsonLdAt(`/microsite/${m.businessSlug}`);
    const [restaurant] = ofType(home.nodes, "Restaurant") as [Node];
    expect(textOf(restaurant, "currenciesAccepted")).toBe("KWD");
  });

  it("says a product's stock as its page does: out of stock, only a few left, or in stock", async () => {
    const m = await createMerchant(database.db);
    const availability = async (quantity: number | null) => {
      const p = await createProduct(database.db, m.id, { quantity, imageUrl: "/uploads/p.jpg" });
      const { nodes } = await jsonLdAt(`/microsite/${m.businessSlug}/product/${p.id}`);
      const [product] = ofType(nodes, "Product") as [Node];
      return textOf(nodesOf(product, "offers")[0]!, "availability")?.replace("https://schema.org/", "");
    };
    expect(await availability(0)).toBe("OutOfStock");
    expect(await availability(1)).toBe("LimitedAvailability");
    expect(await availability(5)).toBe("LimitedAvailability");
    expect(await availability(6)).toBe("InStock");
    expect(await availability(null)).toBe("InStock");
  });

  it("keeps hostile names inside the JSON-LD: they cannot close its script", async () => {
    const m = await createMerchant(database.db, {
      businessType: "restaurant",
      customDisplayName: HOSTILE,
      description: HOSTILE,
      address: HOSTILE,
    });
    const p = await createProduct(database.db, m.id, { name: HOSTILE, description: HOSTILE });
    const home = await jsonLdAt(`/microsite/${m.businessSlug}`);
    expect(home.html).not.toContain("<script>alert(1)");
    expect(home.page.extracted.errors ?? []).toEqual([]);
    const [store] = home.nodes as [Node];
    expect(textOf(store, "name")).toBe(HOSTILE);
    expect(textOf(nodesOf(store, "address")[0]!, "streetAddress")).toBe(HOSTILE);
    const [menu] = nodesOf(store, "hasMenu") as [Node];
    expect(textOf(nodesOf(menu, "hasMenuItem")[0]!, "name")).toBe(HOSTILE);

    const productPage = await jsonLdAt(`/microsite/${m.businessSlug}/product/${p.id}`);
    expect(productPage.html).not.toContain("<script>alert(1)");
    const [product] = ofType(productPage.nodes, "Product") as [Node];
    expect(textOf(product, "name")).toBe(HOSTILE);
    expect(textOf(product, "description")).toBe(HOSTILE);
  });

  it("puts none on the marketplace, and none on a store that is not found", async () => {
    expect((await jsonLdAt("/microsite/marketplace")).page.items).toEqual([]);
    const res = await app.inject({ url: "/microsite/no-such-store" });
    expect(readJsonLd(res.body).items).toEqual([]);
  });
});
