import { renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { useAttemptKey } from "./use-attempt-key";

describe("useAttemptKey", () => {
  const order = { merchantSlug: "corner-shop", items: [{ productId: "p1", quantity: 1 }] };

  it("gives one key while the request stays the same, a new one when it changes or was placed", () => {
    const { result, rerender } = renderHook(() => useAttemptKey());
    const first = result.current.keyFor(order);
    rerender();
    expect(result.current.keyFor({ ...order })).toBe(first);

    const changed = result.current.keyFor({ ...order, notes: "Ring twice" });
    expect(changed).not.toBe(first);
    // Back to the first request: still a new attempt, never the first one's key with another body.
    expect(result.current.keyFor(order)).not.toBe(first);

    const sent = result.current.keyFor(order);
    result.current.placed();
    expect(result.current.keyFor(order)).not.toBe(sent);
  });

  it("served over plain HTTP (no crypto.randomUUID), still makes 128-bit random keys", () => {
    vi.stubGlobal("crypto", { getRandomValues: crypto.getRandomValues.bind(crypto) });
    try {
      const { result } = renderHook(() => useAttemptKey());
      const key = result.current.keyFor(order);
      expect(key).toMatch(/^\d{1,10}(-\d{1,10}){3}$/);
      result.current.placed();
      expect(result.current.keyFor(order)).not.toBe(key);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
