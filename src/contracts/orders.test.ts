import { describe, expect, it } from "vitest";
import { messageOf } from "#tests/helpers/zod-message";
import { isUuid } from "./ids";
import { dashboardOrderNumber, ORDER_STATUS_LABELS, ORDER_STATUSES } from "./order-statuses";
import {
  MAX_LINE_QUANTITY,
  MAX_ORDER_LINES,
  mergeOrderLines,
  ORDER_MESSAGES,
  ZPlaceOrderRequest,
} from "./orders";

const A = "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d";
const B = "ffffffff-0000-4000-8000-000000000000";
const customer = { name: "Ada", phone: "+1 555 0100", address: "12 Analytical Way\nNew York" };
const order = (patch: Record<string, unknown> = {}) =>
  ZPlaceOrderRequest.safeParse({
    merchantSlug: "shop",
    customer,
    items: [{ productId: A, quantity: 1 }],
    ...patch,
  });

describe("order ids", () => {
  it("takes any uuid text form, in any case, and nothing around it", () => {
    expect(isUuid(A)).toBe(true);
    expect(isUuid(A.toUpperCase())).toBe(true);
    for (const bad of [
      `x${A}`,
      `${A}x`,
      A.slice(1),
      A.slice(0, -1),
      A.replace(/-/g, ""),
      "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4g",
      "0a1b2c3g-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
      "0a1b2c3d-4e5g-4a6b-8c7d-9e0f1a2b3c4d",
      "0a1b2c3d-4e5f-4a6g-8c7d-9e0f1a2b3c4d",
      "0a1b2c3d-4e5f-4a6b-8c7g-9e0f1a2b3c4d",
      "0-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
      "0a1b2c3d-4-4a6b-8c7d-9e0f1a2b3c4d",
      "0a1b2c3d-4e5f-4-8c7d-9e0f1a2b3c4d",
      "0a1b2c3d-4e5f-4a6b-8-9e0f1a2b3c4d",
      "0a1b2c3d-4e5f-4a6b-8c7d-9",
      "zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz",
    ]) {
      expect(isUuid(bad), bad).toBe(false);
    }
  });
});

describe("order statuses", () => {
  it("labels each of the five statuses, and numbers an order by its id's first 8 characters", () => {
    expect(ORDER_STATUSES.map((s) => ORDER_STATUS_LABELS[s])).toEqual([
      "Pending",
      "Confirmed",
      "Processing",
      "Completed",
      "Cancelled",
    ]);
    expect(dashboardOrderNumber(A)).toBe("0a1b2c3d");
  });
});

describe("POST /api/orders body", () => {
  it("keeps ids and quantities only, merging the same product in any case, and trims the rest", () => {
    const res = order({
      merchantSlug: " shop ",
      customer: { name: " Ada ", phone: " 555 0100 ", address: " Here " },
      items: [
        { productId: A, quantity: 2, price: "0.01" },
        { productId: B, quantity: 1 },
        { productId: A.toUpperCase(), quantity: 3 },
      ],
      notes: "  Ring twice ",
      totalAmount: "0.01",
    });
    expect(res.data).toEqual({
      merchantSlug: "shop",
      customer: { name: "Ada", phone: "555 0100", address: "Here", email: null },
      items: [
        { productId: A, quantity: 5, optionIds: [] },
        { productId: B, quantity: 1, optionIds: [] },
      ],
      notes: "Ring twice",
      fulfilment: "delivery",
      scheduledFor: null,
      discountCode: null,
      paymentMethod: "cash",
    });
    expect(mergeOrderLines([{ productId: B, quantity: 1, optionIds: [] }])).toEqual([
      { productId: B, quantity: 1, optionIds: [] },
    ]);
  });

  it("turns blank or missing notes into null, keeps line breaks, caps them at 1000", () => {
    expect(order({ notes: "   " }).data?.notes).toBeNull();
    expect(order({}).data?.notes).toBeNull();
    expect(order({ notes: "a\r\nb" }).data?.notes).toBe("a\r\nb");
    expect(order({ notes: "x".repeat(1000) }).success).toBe(true);
    expect(messageOf(order({ notes: "x".repeat(1001) }))).toBe("Notes must be at most 1000 characters");
    expect(messageOf(order({ notes: "a\u0000" }))).toBe("Text must not contain control characters");
  });

  it.each([
    [{ customer: { ...customer, name: "" } }, ORDER_MESSAGES.name],
    [{ customer: { ...customer, name: "x".repeat(101) } }, "Name must be at most 100 characters"],
    [{ customer: { ...customer, phone: "  " } }, ORDER_MESSAGES.phone],
    [{ customer: { ...customer, phone: "5".repeat(31) } }, "Phone number must be at most 30 characters"],
    [
      { customer: { ...customer, phone: "+1 555 12" } },
      "Enter a phone number with at least 7 digits, so the store can call you",
    ],
    [
      { customer: { ...customer, phone: "call me" } },
      "Enter a phone number with at least 7 digits, so the store can call you",
    ],
    [{ customer: { ...customer, phone: "555\n0100" } }, "Text must not contain control characters"],
    [{ customer: { ...customer, address: "" } }, ORDER_MESSAGES.address],
    [{ customer: { ...customer, address: "x".repeat(301) } }, "Address must be at most 300 characters"],
    [{ customer: "Ada" }, ORDER_MESSAGES.name],
    [{ merchantSlug: "  " }, ORDER_MESSAGES.store],
    [{ merchantSlug: 5 }, ORDER_MESSAGES.store],
    [{ merchantSlug: "s".repeat(101) }, ORDER_MESSAGES.store],
    [{ items: [] }, ORDER_MESSAGES.cartEmpty],
    [{ items: "all" }, ORDER_MESSAGES.cartEmpty],
    [{ items: [{ productId: "nope", quantity: 1 }] }, ORDER_MESSAGES.product],
    [{ items: [{ productId: 7, quantity: 1 }] }, ORDER_MESSAGES.product],
    [{ items: [{ productId: A, quantity: 0 }] }, ORDER_MESSAGES.quantityMin],
    [{ items: [{ productId: A, quantity: "2" }] }, ORDER_MESSAGES.quantityMin],
    [{ items: [{ productId: A, quantity: 1.5 }] }, ORDER_MESSAGES.quantityWhole],
    [{ items: [{ productId: A, quantity: MAX_LINE_QUANTITY + 1 }] }, ORDER_MESSAGES.quantityMax],
    [
      {
        items: [
          { productId: A, quantity: 600 },
          { productId: B, quantity: 1 },
          { productId: A, quantity: 401 },
        ],
      },
      ORDER_MESSAGES.quantityMax,
    ],
    [
      {
        items: Array.from({ length: MAX_ORDER_LINES + 1 }, (_, i) => ({
          productId: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
          quantity: 1,
        })),
      },
      "An order can contain at most 100 different products",
    ],
  ])("refuses bad body %# with its message", (patch, message) => {
    expect(messageOf(order(patch))).toBe(message);
  });

  it("takes the largest line and cart, and refuses a body that is not an object", () => {
    expect(order({ items: [{ productId: A, quantity: 1000 }] }).success).toBe(true);
    const items = Array.from({ length: MAX_ORDER_LINES }, (_, i) => ({
      productId: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
      quantity: 1,
    }));
    expect(order({ items }).success).toBe(true);
    expect(order({ merchantSlug: "s".repeat(100) }).success).toBe(true);
    expect(messageOf(ZPlaceOrderRequest.safeParse("order"))).toBe("Invalid order");
  });
});
