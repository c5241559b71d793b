import { act, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { TGetMicrositeResponse } from "#contracts/storefront";
import { renderAppHook } from "#tests/web/render";
import { DRINKS, testMerchant, testStore } from "#tests/web/storefront";
import { useMicrositeView } from "./use-microsite-view";

const STORE = testStore();
const PHARMACY = testStore({ merchant: testMerchant({ acceptsPrescriptions: true }) });

const viewAt = (search: string, store: TGetMicrositeResponse = STORE) =>
  renderAppHook(() => useMicrositeView(store), { path: `/microsite/corner-shop${search}` }).result;

describe("useMicrositeView: which view the address shows", () => {
  it("shows the view the address names, home without one", () => {
    expect(viewAt("").current.shown).toBe("home");
    expect(viewAt("?view=all-products").current.shown).toBe("all-products");
    expect(viewAt("?view=cart").current.shown).toBe("cart");
    expect(viewAt("?view=checkout").current.shown).toBe("checkout");
  });

  it("shows a category of the store, and 'Page not found' for one it does not have", () => {
    const found = viewAt(`?view=category&category=${DRINKS.id}`).current;
    expect(found.shown).toBe("category");
    expect(found.category?.name).toBe("Drinks");
    expect(viewAt("?view=category&category=gone").current.shown).toBe("not-found");
    expect(viewAt("?view=category").current.shown).toBe("not-found");
  });

  it("shows 'Page not found' for a view the microsite does not have", () => {
    const unknown = viewAt("?view=specials").current;
    expect(unknown.shown).toBe("not-found");
    expect(unknown.unknownView).toBe(true);
  });

  it("shows the prescription form only for a store that takes prescriptions", () => {
    expect(viewAt("?view=prescription-order").current.shown).toBe("not-found");
    expect(viewAt("?view=prescription-order", PHARMACY).current.shown).toBe("prescription-order");
  });

  it("shows the success screen with the order the address names, else home", () => {
    const placed = viewAt("?view=order-success&order=o-1&code=ABCD1234").current;
    expect(placed.shown).toBe("order-success");
    expect(placed.order).toEqual({ id: "o-1", trackingCode: "ABCD1234" });
    expect(viewAt("?view=order-success").current.shown).toBe("home");
  });
});

describe("useMicrositeView: moving between views", () => {
  it("each view is a step back; going home returns to where the visit started", async () => {
    const view = viewAt("");
    act(() => view.current.open("all-products"));
    expect(view.current.shown).toBe("all-products");
    act(() => view.current.open("cart"));
    expect(view.current.shown).toBe("cart");
    expect(window.location.search).toBe("?view=cart");

    act(() => window.history.back());
    await waitFor(() => expect(view.current.shown).toBe("all-products"));
    act(() => view.current.goHome());
    await waitFor(() => expect(view.current.shown).toBe("home"));
    expect(window.location.search).toBe("");
  });

  it("a placed order's success screen takes the checkout's place: back does not return to the form", async () => {
    const view = viewAt("");
    act(() => view.current.open("cart"));
    act(() => view.current.open("checkout"));
    act(() => view.current.showOrder({ id: "o-1", trackingCode: "ABCD1234" }));
    expect(view.current.shown).toBe("order-success");
    expect(window.location.search).toBe("?view=order-success&order=o-1&code=ABCD1234");

    act(() => window.history.back());
    await waitFor(() => expect(view.current.shown).toBe("cart"));
  });
});
