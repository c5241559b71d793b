import { describe, expect, it } from "vitest";
import type { TCategory } from "#contracts/catalog";
import { testProduct as product } from "#tests/helpers/test-product";
import { leadProduct, menuSections, UNCATEGORISED_SECTION } from "./store-home";

const category = (id: string, name: string, description: string | null = null): TCategory => ({
  id,
  merchantId: "m",
  name,
  description,
  sortOrder: 0,
  translations: {},
  isExample: false,
  createdAt: "2024-01-01T00:00:00.000Z",
});

const pizza = { ...category("pizza", "Pizza", "Wood-fired"), translations: { es: { name: "Pizzas" } } };
const pasta = category("pasta", "Pasta");

describe("a restaurant's menu sections", () => {
  const desserts = category("desserts", "Desserts");

  it("follows the categories' order and keeps the products' own order inside each", () => {
    const sections = menuSections(
      [
        product({ id: "tiramisu", categoryId: "desserts" }),
        product({ id: "diavola", categoryId: "pizza" }),
        product({ id: "carbonara", categoryId: "pasta" }),
        product({ id: "margherita", categoryId: "pizza" }),
      ],
      [pizza, pasta, desserts],
    );
    expect(sections.map((s) => [s.id, s.name, s.description, s.products.map((p) => p.id)])).toEqual([
      ["menu-pizza", "Pizza", "Wood-fired", ["diavola", "margherita"]],
      ["menu-pasta", "Pasta", null, ["carbonara"]],
      ["menu-desserts", "Desserts", null, ["tiramisu"]],
    ]);
    // A section carries its category's own translations, for the page's language (issue 45 item 5).
    expect(sections.map((s) => s.translations)).toEqual([{ es: { name: "Pizzas" } }, {}, {}]);
  });

  it("with the store's totals, keeps a category none of whose dishes came with the first page", () => {
    const totals = new Map<string | null, number>([
      ["pizza", 40],
      ["pasta", 0],
      ["desserts", 12],
      [null, 3],
    ]);
    const sections = menuSections(
      [product({ id: "diavola", categoryId: "pizza" })],
      [pizza, pasta, desserts],
      totals,
    );
    expect(sections.map((s) => [s.id, s.categoryId, s.total, s.products.map((p) => p.id)])).toEqual([
      ["menu-pizza", "pizza", 40, ["diavola"]],
      ["menu-desserts", "desserts", 12, []],
      [UNCATEGORISED_SECTION.id, null, 3, []],
    ]);
  });

  it("leaves out empty categories and puts dishes without a known category last", () => {
    const sections = menuSections(
      [
        product({ id: "bread", categoryId: null }),
        product({ id: "risotto", categoryId: "deleted-category" }),
        product({ id: "penne", categoryId: "pasta" }),
      ],
      [pizza, pasta],
    );
    expect(sections.map((s) => [s.id, s.products.map((p) => p.id)])).toEqual([
      ["menu-pasta", ["penne"]],
      [UNCATEGORISED_SECTION.id, ["bread", "risotto"]],
    ]);
    expect(sections[1]?.name).toBe(UNCATEGORISED_SECTION.name);
  });

  it("has no sections without products", () => {
    expect(menuSections([], [pizza, pasta])).toEqual([]);
  });
});

describe("leadProduct", () => {
  const products = [
    product({ id: "sold-out", categoryId: "pasta", quantity: 0 }),
    product({ id: "penne", categoryId: "pasta" }),
    product({ id: "margherita", categoryId: "pizza" }),
  ];

  it("is a restaurant's first dish on its menu: the first category's, sold out or not", () => {
    expect(leadProduct("restaurant", products, [pizza, pasta])?.id).toBe("margherita");
    expect(leadProduct("restaurant", products, [pasta, pizza])?.id).toBe("sold-out");
  });

  it("is a shop's first featured product: the first one in stock", () => {
    expect(leadProduct("pharmacy", products, [pizza, pasta])?.id).toBe("penne");
    expect(leadProduct("retail", [product({ quantity: 0 })], [])).toBeUndefined();
  });
});
