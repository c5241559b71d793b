import { describe, expect, it } from "vitest";
import type { TCategory } from "#contracts/catalog";
import { testProduct as product } from "#tests/helpers/test-product";
import { menuSections, UNCATEGORISED_SECTION } from "./menu-sections";

const category = (id: string, name: string, description: string | null = null): TCategory => ({
  id,
  merchantId: "m",
  name,
  description,
  sortOrder: 0,
  createdAt: "2024-01-01T00:00:00.000Z",
});

describe("a restaurant's menu sections", () => {
  const pizza = category("pizza", "Pizza", "Wood-fired");
  const pasta = category("pasta", "Pasta");
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
