import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockFetch } from "#tests/web/fetch";
import { renderApp } from "#tests/web/render";
import { PIZZA, PIZZA_EXTRAS, TSHIRT, testStore } from "#tests/web/storefront";
import { cartKey } from "#web/lib/cart-storage";
import { Route, Routes } from "#web/lib/router";
import MicrositePage from "#web/routes/microsite";

/** Bread with toppings to add if you like: nothing to choose before it goes in the cart. */
const BREAD = { ...PIZZA, id: "p-bread", name: "Garlic bread", price: "4.00", optionGroups: [PIZZA_EXTRAS] };

function renderStore() {
  mockFetch({ "GET /api/microsite/corner-shop": { json: testStore({ products: [PIZZA, TSHIRT, BREAD] }) } });
  return renderApp(
    <Routes>
      <Route path="/microsite/:slug" element={<MicrositePage />} />
    </Routes>,
    { path: "/microsite/corner-shop" },
  );
}

const card = (name: string) => within(screen.getByRole("link", { name }).closest("article")!);
const chooser = () => within(screen.getByRole("dialog"));
const cartButton = (count: string) =>
  within(screen.getByRole("banner")).getByRole("button", { name: `Cart, ${count}` });
const stored = () =>
  (
    JSON.parse(localStorage.getItem(cartKey("corner-shop")) ?? "[]") as {
      quantity: number;
      optionIds?: string[];
    }[]
  ).map((line) => [line.quantity, line.optionIds ?? []]);

describe("one number for a price that options change (issue 42)", () => {
  it("cards read 'From' the least a product can cost; the chooser too until the choice is made", async () => {
    const { user } = renderStore();
    await screen.findByRole("heading", { name: "Featured Products" });
    const priceOf = (name: string) => card(name).getByText(/\$/).closest("p")!.textContent;
    expect(priceOf("Margherita")).toBe("From $10.00");
    // Toppings to add if you like: the bread alone is the least.
    expect(priceOf("Garlic bread")).toBe("From $4.00");
    // The M size is sold out, S costs the price, L $2.00 more.
    expect(priceOf("T-shirt")).toBe("From $15.00");

    await user.click(card("Margherita").getByRole("button", { name: "Quick Add Margherita" }));
    await screen.findByRole("dialog", { name: "Margherita" });
    chooser().getByText("From $10.00");
    await user.click(chooser().getByRole("radio", { name: /Medium/ }));
    chooser().getByText("$12.00");
    expect(chooser().queryByText(/^From/)).toBeNull();
  });
});

describe("Quick Add of a product with options (issue 28)", () => {
  it("opens a chooser instead of adding; what it adds is the chosen line, and the card shows it in the cart", async () => {
    const { user } = renderStore();
    await screen.findByRole("heading", { name: "Featured Products" });
    await user.click(card("Margherita").getByRole("button", { name: "Quick Add Margherita" }));
    const dialog = await screen.findByRole("dialog", { name: "Margherita" });
    expect(stored()).toEqual([]);

    // Nothing picked: the missing size is named in the chooser's Size group, and nothing is added.
    await user.click(chooser().getByRole("button", { name: /Add to Cart/ }));
    within(chooser().getByRole("group", { name: /^Size/ })).getByText("Choose one");
    expect(stored()).toEqual([]);

    await user.click(chooser().getByRole("radio", { name: /Large/ }));
    await user.click(chooser().getByRole("checkbox", { name: /Cheese/ }));
    await user.click(chooser().getByRole("button", { name: "Increase quantity" }));
    const add = chooser().getByRole("button", { name: /Add to Cart/ });
    expect(add.textContent).toBe(" Add to Cart - $32.00");
    await user.click(add);

    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(stored()).toEqual([[2, ["o-large", "o-cheese"]]]);
    cartButton("2 items");
    expect(card("Margherita").getByRole("group", { name: "Margherita in your cart" }).textContent).toBe("2");
    card("Margherita").getByText("Added!");
  });

  it("+ on the card asks again from the last choice; with two choices − opens the cart, one line each", async () => {
    localStorage.setItem(
      cartKey("corner-shop"),
      JSON.stringify([{ product: PIZZA, quantity: 1, optionIds: ["o-large", "o-cheese"] }]),
    );
    const { user } = renderStore();
    await screen.findByRole("heading", { name: "Featured Products" });
    await waitFor(() => cartButton("1 item"));

    await user.click(card("Margherita").getByRole("button", { name: "Add More" }));
    await screen.findByRole("dialog", { name: "Margherita" });
    expect(chooser().getByRole("radio", { name: /Large/ })).toHaveProperty("checked", true);
    expect(chooser().getByRole("checkbox", { name: /Cheese/ })).toHaveProperty("checked", true);
    await user.click(chooser().getByRole("radio", { name: /Small/ }));
    await user.click(chooser().getByRole("checkbox", { name: /Cheese/ }));
    await user.click(chooser().getByRole("button", { name: /Add to Cart - \$10\.00/ }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(stored()).toEqual([
      [1, ["o-large", "o-cheese"]],
      [1, ["o-small"]],
    ]);
    expect(card("Margherita").getByRole("group", { name: "Margherita in your cart" }).textContent).toBe("2");

    // Which of the two to take out is the shopper's to say, in the cart.
    await user.click(card("Margherita").getByRole("button", { name: "Change in your cart" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Shopping Cart" }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getAllByTestId("cart-line")).toHaveLength(2);
    expect(stored()).toHaveLength(2);
  });

  it("a sold-out size is shown but cannot be chosen; closing the chooser adds nothing", async () => {
    const { user } = renderStore();
    await screen.findByRole("heading", { name: "Featured Products" });
    await user.click(card("T-shirt").getByRole("button", { name: "Quick Add T-shirt" }));
    await screen.findByRole("dialog", { name: "T-shirt" });
    const m = chooser().getByRole("radio", { name: /^M/ });
    expect(m).toHaveProperty("disabled", true);
    expect(m.closest("label")!.textContent).toBe("MSold out");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(stored()).toEqual([]);
  });

  it("a product whose groups are all optional is added plain, as before", async () => {
    const { user } = renderStore();
    await screen.findByRole("heading", { name: "Featured Products" });
    await user.click(card("Garlic bread").getByRole("button", { name: "Quick Add Garlic bread" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(stored()).toEqual([[1, []]]);
    await user.click(card("Garlic bread").getByRole("button", { name: "Add More" }));
    expect(stored()).toEqual([[2, []]]);
  });
});

describe("Quick Add's accessible name (issue 42)", () => {
  it("names its product, so each button says which one it adds", async () => {
    renderStore();
    await screen.findByRole("heading", { name: "Featured Products" });
    const buttons = screen.getAllByRole("button", { name: /^Quick Add/ });
    expect(buttons.map((b) => b.getAttribute("aria-label"))).toEqual([
      "Quick Add Margherita",
      "Quick Add T-shirt",
      "Quick Add Garlic bread",
    ]);
    // The visible words stay the spec's.
    expect(buttons.map((b) => b.textContent?.trim())).toEqual(["Quick Add", "Quick Add", "Quick Add"]);
  });
});
