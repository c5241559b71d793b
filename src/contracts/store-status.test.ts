import { describe, expect, it } from "vitest";
import { STORE_STATUS_MESSAGES } from "./store-status";

describe("what a merchant is told of their store's standing (issue 47)", () => {
  it("gives the operator's reason as a sentence, whether or not it ends with a full stop", () => {
    expect(STORE_STATUS_MESSAGES.rejected("Incomplete details")).toBe(
      "Your store was not approved: Incomplete details. Reply to the platform's mail to have it reviewed again.",
    );
    expect(STORE_STATUS_MESSAGES.rejected("Unknown business!")).toBe(
      "Your store was not approved: Unknown business! Reply to the platform's mail to have it reviewed again.",
    );
    expect(STORE_STATUS_MESSAGES.suspendedBanner(null)).toBe(
      "This store is suspended. Shoppers cannot see it or order from it. You can still work your open orders and export them.",
    );
  });
});
