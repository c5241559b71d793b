import { screen, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderApp } from "#tests/web/render";
import { COFFEE, CRISPS, PIZZA, TEA, TSHIRT } from "#tests/web/storefront";
import { OrderLimitsProvider } from "#web/features/storefront/hooks/use-order-limits";
import { setLineQuantity } from "#web/features/storefront/utils/cart";
import type { CartLine } from "#web/lib/cart-storage";
import { StoreLanguage } from "#web/lib/i18n/page-language";
import { CartView } from "./cart-view";

/** The cart view over a cart in state, changed the way the microsite changes it. */
function Cart({
  initial,
  onCheckout = () => {},
  onContinue = () => {},
}: {
  initial: CartLine[];
  onCheckout?: () => void;
  onContinue?: () => void;
}) {
  const [lines, setLines] = useState(initial);
  return (
    <CartView
      slug="corner-shop"
      lines={lines}
      onQuantity={(key, quantity) => setLines((l) => setLineQuantity(l, key, quantity))}
      onCheckout={onCheckout}
      onContinue={onContinue}
    />
  );
}

const line = (name: string) => within(screen.getByRole("link", { name }).closest("li")!);
const total = () => screen.getByTestId("cart-total").textContent;

describe("the cart", () => {
  it("lists each product with its quantity and line total, then the items and the total", () => {
    renderApp(
      <Cart
        initial={[
          { product: TEA, quantity: 2 },
          { product: { ...COFFEE, discountPrice: "5.00" }, quantity: 1 },
        ]}
      />,
    );
    screen.getByRole("heading", { name: "Shopping Cart" });
    expect(screen.getByRole("link", { name: "Tea" }).getAttribute("href")).toBe(
      "/microsite/corner-shop/product/p-tea",
    );
    expect(line("Tea").getByRole("group", { name: "Quantity of Tea" }).textContent).toBe("2");
    expect(line("Tea").getByText("$9.00")).toBeTruthy();
    // A discounted product costs its discount price; its regular price is shown struck through.
    expect(line("Coffee").getByText("Regular price")).toBeTruthy();
    expect(screen.getByText("3 items")).toBeTruthy();
    expect(total()).toBe("$14.00");
  });

  it("plus and minus change the quantity and the totals; minus at one removes the line", async () => {
    const { user } = renderApp(
      <Cart
        initial={[
          { product: TEA, quantity: 1 },
          { product: CRISPS, quantity: 1 },
        ]}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Increase quantity of Tea" }));
    expect(line("Tea").getByRole("group", { name: "Quantity of Tea" }).textContent).toBe("2");
    expect(screen.getByText("3 items")).toBeTruthy();
    expect(total()).toBe("$11.25");

    await user.click(screen.getByRole("button", { name: "Decrease quantity of Crisps" }));
    expect(screen.queryByRole("link", { name: "Crisps" })).toBeNull();
    expect(total()).toBe("$9.00");
  });

  it("stops at the stock and says how many there are", async () => {
    const { user } = renderApp(<Cart initial={[{ product: CRISPS, quantity: 2 }]} />);
    expect(screen.queryByText("Only 3 available")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Increase quantity of Crisps" }));
    expect(screen.getByText("Only 3 available")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Increase quantity of Crisps" })).toHaveProperty(
      "disabled",
      true,
    );
    expect(total()).toBe("$6.75");
  });

  it("removes a line, and once empty says so and offers to continue shopping", async () => {
    const onContinue = vi.fn();
    const { user } = renderApp(<Cart initial={[{ product: TEA, quantity: 3 }]} onContinue={onContinue} />);
    await user.click(screen.getByRole("button", { name: "Remove Tea from cart" }));
    expect(screen.getByText("Your cart is empty")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Proceed to Checkout" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Continue Shopping" }));
    expect(onContinue).toHaveBeenCalledOnce();
  });

  it("'Proceed to Checkout' goes on to the checkout", async () => {
    const onCheckout = vi.fn();
    const { user } = renderApp(<Cart initial={[{ product: TEA, quantity: 1 }]} onCheckout={onCheckout} />);
    await user.click(screen.getByRole("button", { name: "Proceed to Checkout" }));
    expect(onCheckout).toHaveBeenCalledOnce();
  });

  it("keeps a line per choice, each with its choices, its unit price with options and its total", async () => {
    const { user } = renderApp(
      <Cart
        initial={[
          { product: PIZZA, quantity: 2, optionIds: ["o-large", "o-cheese", "o-olives"] },
          { product: PIZZA, quantity: 1, optionIds: ["o-small"] },
          { product: TEA, quantity: 1 },
        ]}
      />,
    );
    const lines = screen.getAllByTestId("cart-line").map((li) => within(li));
    expect(lines.map((li) => li.queryByTestId("line-choice")?.textContent ?? null)).toEqual([
      "Size: Large · Extra toppings: Cheese, Olives",
      "Size: Small",
      null,
    ]);
    // $10.00 + $4.50 + $1.50 + $1.00 a unit.
    expect(lines[0]!.getByText("$17.00")).toBeTruthy();
    expect(lines[0]!.getByText("$34.00")).toBeTruthy();
    expect(lines[1]!.getAllByText("$10.00")).toHaveLength(2);
    expect(screen.getByText("4 items")).toBeTruthy();
    expect(total()).toBe("$48.50");

    // Each line is changed on its own.
    await user.click(screen.getByRole("button", { name: "Increase quantity of Margherita (Size: Small)" }));
    expect(total()).toBe("$58.50");
    await user.click(
      screen.getByRole("button", {
        name: "Remove Margherita (Size: Large · Extra toppings: Cheese, Olives) from cart",
      }),
    );
    expect(screen.getAllByTestId("cart-line")).toHaveLength(2);
    expect(total()).toBe("$24.50");
  });

  it("stops a variant at its own stock", async () => {
    const { user } = renderApp(<Cart initial={[{ product: TSHIRT, quantity: 1, optionIds: ["o-l"] }]} />);
    const more = screen.getByRole("button", { name: "Increase quantity of T-shirt (Size: L)" });
    await user.click(more);
    expect(more).toHaveProperty("disabled", true);
    expect(screen.getByText("Only 2 available")).toBeTruthy();
    expect(total()).toBe("$34.00");
  });
});

describe("the cart in the shopper's language (issue 45 item 3)", () => {
  it("says its words in Spanish: the counts, the controls' names, the stock's and the store's limits", async () => {
    const lines: CartLine[] = [
      { product: TEA, quantity: 2 },
      { product: CRISPS, quantity: 2 },
    ];
    renderApp(
      <StoreLanguage store={{ languages: ["en", "es"], defaultLanguage: "es", locale: "en-US" }}>
        <OrderLimitsProvider value={{ limits: { maxPerProduct: 2, maxUnitsPerOrder: 100 }, cartUnits: 4 }}>
          <Cart initial={lines} />
        </OrderLimitsProvider>
      </StoreLanguage>,
      { path: "/microsite/corner-shop?lang=es" },
    );
    await screen.findByRole("heading", { name: "Carrito de compras" });
    screen.getByText("4 artículos");
    line("Tea").getByRole("group", { name: "Cantidad de Tea" });
    screen.getByRole("button", { name: "Quitar Crisps del carrito" });
    // Each line is at the store's limit of 2 of one product (Crisps' stock of 3 would allow one more).
    line("Tea").getByText("Máximo 2 por pedido");
    line("Crisps").getByText("Máximo 2 por pedido");
    screen.getByRole("button", { name: "Continuar al pago" });
  });
});
