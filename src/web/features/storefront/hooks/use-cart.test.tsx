import { act, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TProduct } from "#contracts/catalog";
import { cartKey } from "#web/lib/cart-storage";
import { useCart } from "./use-cart";

const tea: TProduct = {
  id: "tea",
  name: "Green Tea",
  description: null,
  price: "4.00",
  discountPrice: null,
  quantity: 10,
  imageUrl: null,
  categoryId: null,
  isAvailable: true,
} as TProduct;

function CartCount({ slug = "shop" }: { slug?: string }) {
  const { lines, update } = useCart(slug, "USD");
  const count = lines.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <button type="button" onClick={() => update((current) => [...current, { product: tea, quantity: 1 }])}>
      Cart, {count} items
    </button>
  );
}

const store = (slug: string, quantity: number) =>
  localStorage.setItem(cartKey(slug), JSON.stringify([{ product: tea, quantity }]));

afterEach(() => vi.restoreAllMocks());

describe("useCart", () => {
  it("hydrates the server's empty cart without a mismatch, then shows the stored one", async () => {
    // The server knows no browser storage: it renders an empty cart.
    const container = document.createElement("div");
    container.innerHTML = renderToString(<CartCount />);
    document.body.append(container);
    expect(container.textContent).toBe("Cart, 0 items");

    store("shop", 3);
    const recoverable = vi.fn();
    const root = await act(async () =>
      hydrateRoot(container, <CartCount />, { onRecoverableError: recoverable }),
    );
    expect(recoverable).not.toHaveBeenCalled();
    expect(screen.getByRole("button").textContent).toBe("Cart, 3 items");
    act(() => root.unmount());
    container.remove();
  });

  it("shows the stored cart at once on a page rendered in the browser", () => {
    store("shop", 2);
    render(<CartCount />);
    expect(screen.getByRole("button", { name: "Cart, 2 items" })).toBeTruthy();
  });

  it("keeps every part of the page showing the same cart, and saves it", async () => {
    render(
      <>
        <CartCount />
        <CartCount />
      </>,
    );
    await act(async () => screen.getAllByRole("button")[0]!.click());
    expect(screen.getAllByRole("button").map((b) => b.textContent)).toEqual([
      "Cart, 1 items",
      "Cart, 1 items",
    ]);
    expect(JSON.parse(localStorage.getItem(cartKey("shop"))!)).toHaveLength(1);
  });

  it("still changes on this page when storage refuses the write", async () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    // A store of its own: the page keeps this cart in memory (storage refused it), for as long as the page lives.
    render(<CartCount slug="full-storage" />);
    await act(async () => screen.getByRole("button").click());
    expect(screen.getByRole("button").textContent).toBe("Cart, 1 items");
    expect(localStorage.getItem(cartKey("full-storage"))).toBeNull();
  });

  it("follows another tab's change to the same store's cart, not another store's", async () => {
    render(<CartCount />);
    store("other", 5);
    await act(async () => window.dispatchEvent(new StorageEvent("storage", { key: cartKey("other") })));
    expect(screen.getByRole("button").textContent).toBe("Cart, 0 items");
    store("shop", 4);
    await act(async () => window.dispatchEvent(new StorageEvent("storage", { key: cartKey("shop") })));
    expect(screen.getByRole("button").textContent).toBe("Cart, 4 items");
  });
});
