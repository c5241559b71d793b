import { renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { MicrositeView } from "./use-microsite-nav";
import { useResetOnHome } from "./use-reset-on-home";

describe("useResetOnHome", () => {
  it("resets on each way into home from another view, and only then", () => {
    const reset = vi.fn();
    const { rerender } = renderHook(({ view }: { view: MicrositeView }) => useResetOnHome(view, reset), {
      initialProps: { view: "home" },
    });
    // Opening the microsite at home (or coming back to it from a product page) keeps the search.
    expect(reset).not.toHaveBeenCalled();
    rerender({ view: "home" });
    rerender({ view: "all-products" });
    rerender({ view: "cart" });
    expect(reset).not.toHaveBeenCalled();

    rerender({ view: "home" });
    expect(reset).toHaveBeenCalledOnce();
    rerender({ view: "home" });
    expect(reset).toHaveBeenCalledOnce();

    rerender({ view: "category" });
    rerender({ view: "home" });
    expect(reset).toHaveBeenCalledTimes(2);
  });
});
