import { describe, expect, it } from "vitest";
import { queryClient } from "./query-client";

describe("query defaults (spec section 7)", () => {
  it("never refetches on its own, never goes stale, never retries", () => {
    const { queries, mutations } = queryClient.getDefaultOptions();
    expect(queries).toMatchObject({
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
    });
    expect(mutations?.retry).toBe(false);
  });
});
