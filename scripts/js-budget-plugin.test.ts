import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { builtApp } from "../tests/helpers/built-web-app";
import { jsBudget } from "./js-budget-plugin";

describe("the build's JavaScript budget for a storefront's first visit", () => {
  let root = "";
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  /** Random bytes do not compress: a file of n KiB counts n KiB (and a few bytes). */
  function build(kib: Record<string, number>, budget: number) {
    const messages: string[] = [];
    const context = {
      info: (message: string) => messages.push(message),
      error: (message: string) => {
        throw new Error(message);
      },
    };
    const app = builtApp<typeof context>(jsBudget(budget), (name) =>
      randomBytes(Math.round((kib[name] ?? 1) * 1024)),
    );
    root = app.root;
    return { run: () => app.closeBundle(context), messages };
  }

  it("counts the entry, the boot module, the screen, what they import and the largest language's words, once each", () => {
    const { run, messages } = build(
      { framework: 20, microsite: 10, cart: 5, dashboard: 500, en: 3, ar: 4 },
      70,
    );
    run();
    // index 1 + web 1 + boot 1 + framework 20 + microsite 10 + cart 5 + Arabic 4 (more than English's
    // 3, and the languages without a catalog here count none); the dashboard is not fetched.
    expect(messages).toContainEqual(
      expect.stringMatching(/^first visit to the store \(in ar, the most\): 7 scripts, 42\.\d KiB/),
    );
    expect(messages).toContainEqual(
      expect.stringMatching(/^first visit to the marketplace \(in ar, the most\): 6 scripts, 28\.\d KiB/),
    );
    expect(messages).toContainEqual(
      expect.stringMatching(/^first visit to the product \(in ar, the most\): 7 scripts, 33\.\d KiB/),
    );
  });

  it("fails the build naming each page over budget", () => {
    const { run } = build({ framework: 20, microsite: 60, cart: 5, ar: 4 }, 70);
    expect(run).toThrow(
      /JavaScript budget of 70 KiB \(compressed\) for a first visit exceeded: the store 92\.\d KiB$/,
    );
  });
});
