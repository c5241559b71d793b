import { describe, expect, it } from "vitest";
import { nextSort, serverSort } from "./sort-products";

describe("nextSort", () => {
  it("starts ascending, flips on the same column, restarts on another", () => {
    expect(nextSort(null, "price")).toEqual({ key: "price", direction: "ascending" });
    expect(nextSort({ key: "price", direction: "ascending" }, "price")).toEqual({
      key: "price",
      direction: "descending",
    });
    expect(nextSort({ key: "price", direction: "descending" }, "price").direction).toBe("ascending");
    expect(nextSort({ key: "price", direction: "descending" }, "name").direction).toBe("ascending");
  });
});

describe("serverSort", () => {
  it("asks for the column both ways, and newest first when no column is chosen", () => {
    expect(serverSort(null)).toEqual({ sort: "created", dir: "desc" });
    expect(serverSort({ key: "stock", direction: "ascending" })).toEqual({ sort: "stock", dir: "asc" });
    expect(serverSort({ key: "name", direction: "descending" })).toEqual({ sort: "name", dir: "desc" });
  });
});
