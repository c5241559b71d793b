import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => vi.useRealTimers());

describe("toast store (spec section 9)", () => {
  it("shows one toast at a time and removes a dismissed toast only after 1000000 ms", async () => {
    vi.useFakeTimers();
    vi.resetModules();
    const { toast, dismiss, peekToasts } = await import("./use-toast");

    toast({ title: "One" });
    const second = toast({ title: "Two", variant: "destructive" });
    expect(peekToasts().map((t) => t.title)).toEqual(["Two"]);

    dismiss(second.id);
    expect(peekToasts()[0]).toMatchObject({ title: "Two", open: false });
    vi.advanceTimersByTime(999_999);
    expect(peekToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(peekToasts()).toHaveLength(0);
  });
});
