import { describe, expect, it } from "vitest";
import { moveItem, stepTo } from "./move-item";

describe("moveItem", () => {
  it("moves an item up, down, to either end, and leaves the input alone", () => {
    const list = ["a", "b", "c", "d"];
    expect(moveItem(list, 2, 1)).toEqual(["a", "c", "b", "d"]);
    expect(moveItem(list, 0, 1)).toEqual(["b", "a", "c", "d"]);
    expect(moveItem(list, 3, 0)).toEqual(["d", "a", "b", "c"]);
    expect(moveItem(list, 0, 3)).toEqual(["b", "c", "d", "a"]);
    expect(list).toEqual(["a", "b", "c", "d"]);
  });

  it("clamps a target past either end and ignores a missing source", () => {
    expect(moveItem(["a", "b"], 0, 9)).toEqual(["b", "a"]);
    expect(moveItem(["a", "b"], 1, -3)).toEqual(["b", "a"]);
    expect(moveItem(["a", "b"], 5, 0)).toEqual(["a", "b"]);
  });

  it("steps one place up or down, and nowhere past an end", () => {
    expect(stepTo(1, "up", 3)).toBe(0);
    expect(stepTo(1, "down", 3)).toBe(2);
    expect(stepTo(0, "up", 3)).toBeNull();
    expect(stepTo(2, "down", 3)).toBeNull();
  });
});
