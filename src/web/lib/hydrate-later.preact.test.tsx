import { useLayoutEffect, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
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
