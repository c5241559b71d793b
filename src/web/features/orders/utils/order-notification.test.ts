import { describe, expect, it } from "vitest";
import { US_DOLLARS } from "#contracts/money";
import { orderNotification, shouldNotify } from "./order-notification";

describe("shouldNotify", () => {
  it.each([
    ["granted", "hidden", true],
    // In sight, the toast, badge and chime already say it.
    ["granted", "visible", false],
    ["default", "hidden", false],
    ["denied", "hidden", false],
    ["unsupported", "hidden", false],
  ] as const)("%s while %s: %s", (access, visibility, expected) => {
    expect(shouldNotify(access, visibility)).toBe(expected);
  });
});

describe("orderNotification", () => {
  const order = {
    id: "abcd1234-0000-4000-8000-000000000001",
    trackingCode: "TRK00001",
    totalAmount: "23.50",
    orderType: "regular" as const,
    customerName: "Ada Lovelace",
    createdAt: "2026-11-24T17:00:00.000Z",
  };

  it("names the order, the customer and the total, once per order, opening the Orders tab", () => {
    expect(orderNotification(order, US_DOLLARS)).toEqual({
      title: "New order #abcd1234",
      options: {
        body: "Ada Lovelace · $23.50",
        tag: "order-abcd1234-0000-4000-8000-000000000001",
        icon: "/icons/icon-192.png",
        data: { url: "/dashboard?tab=orders&order=abcd1234-0000-4000-8000-000000000001" },
      },
    });
  });

  it("says Pending Quote for a prescription order not yet quoted", () => {
    const { options } = orderNotification(
      { ...order, orderType: "prescription", totalAmount: "0.00" },
      US_DOLLARS,
    );
    expect(options.body).toBe("Ada Lovelace · Pending Quote");
  });
});
