import { describe, expect, it } from "vitest";
import { firstInOrder } from "./scroll-spy";

describe("scroll-spy: the current section", () => {
  const order = ["menu-pizza", "menu-pasta", "menu-desserts"];

  it("is the first in page order of those inside the band, whatever order they entered in", () => {
    expect(firstInOrder(order, new Set(["menu-desserts", "menu-pasta"]))).toBe("menu-pasta");
    expect(firstInOrder(order, new Set(["menu-pizza", "menu-desserts"]))).toBe("menu-pizza");
  });

  it("is undefined when no section is in the band, and ignores ids it does not know", () => {
    expect(firstInOrder(order, new Set())).toBeUndefined();
    expect(firstInOrder(order, new Set(["menu-gone"]))).toBeUndefined();
  });
});
