import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { testProduct } from "#tests/helpers/test-product";
import { mockFetch } from "#tests/web/fetch";
import { NEW_OWNER, renderSetup, testProgress } from "#tests/web/first-run";
import { testCategory } from "#tests/web/storefront";

const PAGE = "GET /api/products/page?sort=created&dir=desc&offset=0&limit=200";
const STARTERS = testCategory({ id: "c-starters", name: "Starters", sortOrder: 1 });
const PIZZA = testCategory({ id: "c-pizza", name: "Pizza", sortOrder: 2 });
const example = (id: string, name: string, price: string, categoryId: string) =>
  testProduct({ id, name, price, categoryId, isExample: true, isAvailable: false });
const BRUSCHETTA = example("p-bru", "Bruschetta", "7.50", STARTERS.id);
const GARLIC = example("p-gar", "Garlic bread", "5.00", STARTERS.id);
const MARGHERITA = {
  ...example("p-mar", "Margherita", "11.00", PIZZA.id),
  optionGroups: [
    { id: "g1", name: "Size" },
    { id: "g2", name: "Extra toppings" },
  ],
} as ReturnType<typeof testProduct>;
// The merchant's own product is no example: not listed.
const OWN = testProduct({ id: "p-own", name: "House wine", categoryId: null });
const PRODUCTS = [BRUSCHETTA, GARLIC, MARGHERITA, OWN];
const WITH_EXAMPLES = testProgress({ examples: { products: 3, categories: 2 } });

const examplesRoutes = () => ({
  "GET /api/user": { json: NEW_OWNER },
  "GET /api/setup": { json: WITH_EXAMPLES },
  [PAGE]: { json: { products: PRODUCTS, total: 4 } },
  "GET /api/categories": { json: [STARTERS, PIZZA] },
});

describe("your catalog (step 2), with a template's examples", () => {
  it("lists them by category, sends the names and prices changed, publishes the kept ones and removes the rest", async () => {
    const { requests } = mockFetch({
      ...examplesRoutes(),
      "POST /api/setup/examples/publish": { json: { published: 2 } },
      "DELETE /api/setup/examples": { json: { products: 1, categories: 0 } },
      "PUT /api/setup/steps/catalog": { json: testProgress({ next: "hours" }) },
      "GET /api/merchant/trading": { status: 500, body: { message: "later" } },
    });
    const { user } = renderSetup();
    const starters = await screen.findByRole("region", { name: "Starters" });
    expect(within(starters).getAllByRole("listitem")).toHaveLength(2);
    expect(screen.getByRole("region", { name: "Pizza" })).toBeTruthy();
    expect(screen.getByText("With Size, Extra toppings")).toBeTruthy();
    expect(screen.queryByDisplayValue("House wine")).toBeNull();

    const name = screen.getByLabelText("Name of Bruschetta");
    await user.clear(name);
    await user.type(name, "Tomato bruschetta");
    const price = screen.getByLabelText("Price of Margherita");
    await user.clear(price);
    await user.type(price, "12.5");
    await user.click(screen.getByRole("button", { name: "Remove Garlic bread" }));
    expect(screen.queryByLabelText("Name of Garlic bread")).toBeNull();
    expect(screen.getByRole("status").textContent).toMatch(/1 item taken out/);

    await user.click(screen.getByRole("button", { name: "Publish 2 items" }));
    expect(await screen.findByRole("heading", { level: 1, name: "When you are open" })).toBeTruthy();
    expect(requests.filter((r) => r.method !== "GET")).toEqual([
      {
        method: "POST",
        url: "/api/setup/examples/publish",
        body: {
          ids: ["p-bru", "p-mar"],
          changes: [
            { id: "p-bru", name: "Tomato bruschetta" },
            { id: "p-mar", price: "12.50" },
          ],
        },
      },
      { method: "DELETE", url: "/api/setup/examples", body: undefined },
      { method: "PUT", url: "/api/setup/steps/catalog", body: { state: "done" } },
    ]);
  });

  it("keeps a wrong price beside its field and sends nothing; a removed item can be put back", async () => {
    const { requests } = mockFetch(examplesRoutes());
    const { user } = renderSetup();
    const price = await screen.findByLabelText("Price of Bruschetta");
    await user.clear(price);
    await user.type(price, "seven");
    await user.click(screen.getByRole("button", { name: "Remove Garlic bread" }));
    await user.click(screen.getByRole("button", { name: "Put them back" }));
    expect(screen.getByLabelText("Name of Garlic bread")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Publish 3 items" }));
    expect(screen.getByText("Enter a price of 0 or more, at most 2 decimals")).toBeTruthy();
    expect(price.getAttribute("aria-invalid")).toBe("true");
    expect(requests.filter((r) => r.method !== "GET")).toEqual([]);
  });

  it("removes every example with one click, then offers the other ways to start", async () => {
    let progress = WITH_EXAMPLES;
    const { requests } = mockFetch({
      ...examplesRoutes(),
      "GET /api/setup": () => ({ json: progress }),
      "DELETE /api/setup/examples": () => {
        progress = testProgress();
        return { json: { products: 3, categories: 2 } };
      },
    });
    const { user } = renderSetup();
    await user.click(await screen.findByRole("button", { name: "Remove all examples" }));
    expect(await screen.findByText("Examples removed")).toBeTruthy();
    expect(await screen.findByRole("button", { name: "Add examples" })).toBeTruthy();
    expect(requests.filter((r) => r.method === "DELETE")).toHaveLength(1);
  });
});

describe("your catalog (step 2), without examples", () => {
  it("adds the type's template, then shows its examples", async () => {
    let progress = testProgress();
    const { requests } = mockFetch({
      ...examplesRoutes(),
      "GET /api/setup": () => ({ json: progress }),
      "POST /api/setup/template": () => {
        progress = WITH_EXAMPLES;
        return { json: { template: "restaurant", categories: 2, products: 3 } };
      },
    });
    const { user } = renderSetup();
    const template = await screen.findByLabelText("Template");
    expect(template).toHaveProperty("value", "restaurant");
    await user.click(screen.getByRole("button", { name: "Add examples" }));
    expect(await screen.findByLabelText("Name of Margherita")).toBeTruthy();
    expect(requests.find((r) => r.method === "POST")?.body).toEqual({ template: "restaurant" });
  });

  it("opens the catalog's upload for a file, and starts empty on Continue", async () => {
    const { requests } = mockFetch({
      "GET /api/user": { json: NEW_OWNER },
      "GET /api/setup": { json: testProgress() },
      "PUT /api/setup/steps/catalog": { json: testProgress({ next: "hours" }) },
      "GET /api/merchant/trading": { status: 500, body: { message: "later" } },
    });
    const { user } = renderSetup();
    await user.click(await screen.findByRole("button", { name: "Import a file" }));
    expect(await screen.findByRole("dialog", { name: "Bulk Upload Products" })).toBeTruthy();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await user.click(screen.getByRole("button", { name: "Start empty" }));
    expect(await screen.findByRole("heading", { level: 1, name: "When you are open" })).toBeTruthy();
    expect(requests.filter((r) => r.method === "PUT")).toEqual([
      { method: "PUT", url: "/api/setup/steps/catalog", body: { state: "done" } },
    ]);
  });
});
