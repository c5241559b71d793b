import { type ComponentType, Suspense } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { preloadable } from "./preloadable";

const Screen = () => <p>the screen</p>;
const page = (Component: ComponentType) =>
  renderToString(
    <Suspense fallback={<p>Loading...</p>}>
      <Component />
    </Suspense>,
  );

describe("preloadable", () => {
  it("renders the screen on its first render once preloaded, not the fallback", async () => {
    const Lazy = preloadable(async () => ({ default: Screen }));
    await Lazy.preload();
    expect(page(Lazy)).toContain("the screen");
  });

  it("suspends like React.lazy when it was not preloaded", () => {
    const Lazy = preloadable(async () => ({ default: Screen }));
    expect(page(Lazy)).toContain("Loading...");
  });

  it("downloads the code once however often it is preloaded or rendered", async () => {
    const load = vi.fn(async () => ({ default: Screen }));
    const Lazy = preloadable(load);
    await Promise.all([Lazy.preload(), Lazy.preload()]);
    page(Lazy);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("tries the download again after a failure", async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Screen }>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue({ default: Screen });
    const Lazy = preloadable(load);
    await expect(Lazy.preload()).rejects.toThrow("offline");
    await Lazy.preload();
    expect(page(Lazy)).toContain("the screen");
    expect(load).toHaveBeenCalledTimes(2);
  });
});
