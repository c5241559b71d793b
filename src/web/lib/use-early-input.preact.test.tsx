import { useLayoutEffect, useRef, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { HydrateLater, hydrateInTurns, whenHydrated } from "./hydrate-later";
import { useEarlyInput } from "./use-early-input";

/** The store bar's language picker: a controlled select, as in language-switcher.tsx. */
function Picker({ language, onPick }: { language: string; onPick: (value: string) => void }) {
  const picker = useRef<HTMLSelectElement>(null);
  useEarlyInput(picker, language, onPick);
  return (
    <select ref={picker} value={language} onChange={(event) => onPick(event.currentTarget.value)}>
      <option value="es">Español</option>
      <option value="en">English</option>
    </select>
  );
}

/** The search box: a controlled field, as in search-input.tsx. */
function Search({ onTyped }: { onTyped: (value: string) => void }) {
  const field = useRef<HTMLInputElement>(null);
  useEarlyInput(field, "", onTyped);
  return <input ref={field} value="" onInput={(event) => onTyped(event.currentTarget.value)} />;
}

/**
 * A store page whose shell learns something after it has hydrated (the stored cart, read in a
 * layout effect), so that its parts render again right after their own hydration (hydrate-later.tsx),
 * before any effect of theirs has run.
 */
function Page({ stored, onEarly }: { stored: number; onEarly: (value: string) => void }) {
  const [count, setCount] = useState(0);
  useLayoutEffect(() => setCount(stored), [stored]);
  return (
    <main data-count={count}>
      <HydrateLater>
        <header>
          <Picker language="es" onPick={onEarly} />
          <span>{count}</span>
        </header>
      </HydrateLater>
      <Search onTyped={onEarly} />
    </main>
  );
}

/** The server's page, a pick and a word the shopper made on it, then the app taking it over. */
async function takeOverAfterEarlyInput(stored: number) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Page stored={0} onEarly={() => {}} />);
  document.body.append(container);
  container.querySelector("select")!.value = "en";
  container.querySelector("input")!.value = "pizza";
  const early: string[] = [];
  hydrateInTurns(() => hydrateRoot(container, <Page stored={stored} onEarly={(v) => early.push(v)} />));
  await whenHydrated();
  // The effects of the last part's hydration run in a task after it.
  await new Promise((resolve) => setTimeout(resolve, 0));
  container.remove();
  return early;
}

// On Preact, as in the browser: which render sets a controlled field's value, and when the
// effects run, are the runtime's own.
describe("useEarlyInput", () => {
  it("hands over what the shopper picked and typed before the app came", async () => {
    expect((await takeOverAfterEarlyInput(0)).sort()).toEqual(["en", "pizza"]);
  });

  it("still hands it over when the page renders again before the fields' effects run", async () => {
    // The stored cart changes the page: the store bar's part and the search box render again right
    // after hydrating, and a controlled field's render puts the state's value back in the element.
    expect((await takeOverAfterEarlyInput(2)).sort()).toEqual(["en", "pizza"]);
  });
});
