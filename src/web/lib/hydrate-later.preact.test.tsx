import { type ReactElement, useLayoutEffect, useRef, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HydrateLater, hydrateInTurns, whenHydrated } from "./hydrate-later";

let renders = 0;

/** A part whose label and contents come from the page around it, like the store bar's cart button. */
function CartButton({ count }: { count: number }) {
  renders++;
  return (
    <button type="button" aria-label={`Cart, ${count} items`}>
      {count > 0 && <span data-testid="count">{count}</span>}
    </button>
  );
}

/**
 * A page whose shell learns something the server could not know once it has hydrated (the stored
 * cart, read in a layout effect as `useSyncExternalStore` does), while its part still waits.
 */
function Page({ stored }: { stored: number }) {
  const [count, setCount] = useState(0);
  useLayoutEffect(() => setCount(stored), [stored]);
  return (
    <main>
      <HydrateLater>
        <CartButton count={count} />
      </HydrateLater>
    </main>
  );
}

async function hydrateServerPage(stored: number) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Page stored={0} />);
  document.body.append(container);
  renders = 0;
  // Not in act(): it would hold every render until its end, and the page's change has to come
  // between the shell's hydration and the part's turn, as it does in the browser.
  hydrateInTurns(() => hydrateRoot(container, <Page stored={stored} />));
  await whenHydrated();
  const button = container.querySelector("button")!;
  container.remove();
  return button;
}

// On Preact, as in the browser (the web-preact project): when a part hydrates, and what its
// hydration patches, are the runtime's own.
describe("HydrateLater (decision 0061)", () => {
  it("hydrates a part the page changed while it waited, then shows the change, its attributes too", async () => {
    const button = await hydrateServerPage(2);
    // Hydrated with the server's children, the label would have kept the server's "0 items".
    expect(button.getAttribute("aria-label")).toBe("Cart, 2 items");
    expect(button.textContent).toBe("2");
    // Once hydrating as the server rendered it, once with the page's change.
    expect(renders).toBe(2);
  });

  it("renders a part the page did not change once, when its turn comes", async () => {
    const button = await hydrateServerPage(0);
    expect(button.getAttribute("aria-label")).toBe("Cart, 0 items");
    expect(renders).toBe(1);
  });
});

/** IntersectionObserver for jsdom, which has none: the test says when an element comes near. */
class FakeObserver {
  static all: FakeObserver[] = [];
  observed: Element[] = [];
  constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed = [];
  }
  static comeNear(element: Element) {
    for (const o of FakeObserver.all)
      if (o.observed.includes(element)) o.callback([{ isIntersecting: true }]);
  }
}

let taps = 0;
let cardRenders = 0;

function QuickAdd() {
  cardRenders++;
  return (
    <button type="button" onClick={() => taps++}>
      Quick Add
    </button>
  );
}

/** A card far down the page: it hydrates once its cell comes near the screen or is tapped. */
function FarCard() {
  const cell = useRef<HTMLLIElement>(null);
  return (
    <ul>
      <li ref={cell}>
        <HydrateLater near={cell}>
          <QuickAdd />
        </HydrateLater>
      </li>
    </ul>
  );
}

/** The same card on a page that learns, once hydrated, that the card's product is in the cart. */
function FarCardInCart() {
  const cell = useRef<HTMLLIElement>(null);
  const [inCart, setInCart] = useState(false);
  useLayoutEffect(() => setInCart(true), []);
  return (
    <ul>
      <li ref={cell}>
        <HydrateLater near={inCart ? undefined : cell}>
          <QuickAdd />
        </HydrateLater>
      </li>
    </ul>
  );
}

async function hydrateFarCard(Card: () => ReactElement = FarCard) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<FarCard />);
  document.body.append(container);
  taps = 0;
  cardRenders = 0;
  hydrateInTurns(() => hydrateRoot(container, <Card />));
  await whenHydrated();
  // The effects run in the task after the hydration's.
  await new Promise((resolve) => setTimeout(resolve, 10));
  return { container, cell: container.querySelector("li")!, button: container.querySelector("button")! };
}

const tasks = (n: number) => new Promise((resolve) => setTimeout(resolve, n * 10));

describe("HydrateLater near the screen (decision 0061)", () => {
  beforeEach(() => {
    FakeObserver.all = [];
    vi.stubGlobal("IntersectionObserver", FakeObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.replaceChildren();
  });

  it("leaves a part far down the page as the server drew it until it comes near, then hydrates it", async () => {
    const { cell, button } = await hydrateFarCard();
    // The page is live without it: the card has not been rendered on the client.
    expect(cardRenders).toBe(0);
    await tasks(3);
    expect(cardRenders).toBe(0);
    FakeObserver.comeNear(cell);
    await tasks(3);
    expect(cardRenders).toBe(1);
    button.click();
    expect(taps).toBe(1);
    // The same element: hydration kept the server's.
    expect(cell.querySelector("button")).toBe(button);
  });

  it("holds a tap on the part while it waits, and gives it to the part once it is live", async () => {
    const { button } = await hydrateFarCard();
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    button.dispatchEvent(click);
    // Held: not followed by the browser (a link would have left the app) and given once, later.
    expect(click.defaultPrevented).toBe(true);
    expect(taps).toBe(0);
    await tasks(5);
    expect(taps).toBe(1);
  });

  it("hydrates a waiting part at once when the page takes its `near` away (what the server drew no longer holds)", async () => {
    await hydrateFarCard(FarCardInCart);
    await tasks(3);
    expect(cardRenders).toBeGreaterThan(0);
  });

  it("hydrates at once where the browser cannot tell what is near", async () => {
    vi.unstubAllGlobals();
    vi.stubGlobal("IntersectionObserver", undefined);
    const { button } = await hydrateFarCard();
    await tasks(3);
    button.click();
    expect(taps).toBe(1);
  });
});
