import { describe, expect, it } from "vitest";
import { currentSection } from "./scroll-spy";

describe("scroll-spy: the current section", () => {
  const at = (pizza: number, pasta: number, desserts: number) => [
    { id: "menu-pizza", top: pizza },
    { id: "menu-pasta", top: pasta },
    { id: "menu-desserts", top: desserts },
  ];

  it("is the last section whose top is above the reading line", () => {
    // The end of Pizza still shows under the bars, but Pasta's heading is well into view.
    expect(currentSection(at(-600, 190, 900), 340)).toBe("menu-pasta");
    expect(currentSection(at(-1500, -700, 124), 340)).toBe("menu-desserts");
    expect(currentSection(at(-100, 340, 900), 340)).toBe("menu-pizza");
  });

  it("is the first section before any has reached the line, and nothing without sections", () => {
    expect(currentSection(at(360, 1160, 2700), 340)).toBe("menu-pizza");
    expect(currentSection([], 340)).toBeUndefined();
  });
});
