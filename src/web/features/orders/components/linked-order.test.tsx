import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockFetch } from "#tests/web/fetch";
import { testMerchantOrder } from "#tests/web/merchant-orders";
import { renderApp } from "#tests/web/render";
import { LinkedOrder } from "./linked-order";

const ID = "abcd1234-0000-4000-8000-000000000001";

describe("the order a mail or notification links to", () => {
  it("opens above the list with its details, and closes back to the Orders tab", async () => {
    mockFetch({
      [`GET /api/merchant/orders/${ID}`]: {
        json: testMerchantOrder({
          id: ID,
          customer: {
            name: "Ann Linked",
            phone: "555 0100",
            address: null,
            email: null,
            whatsappPhone: null,
          },
        }),
      },
    });
    const { user } = renderApp(<LinkedOrder onManage={() => undefined} />, {
      path: `/dashboard?tab=orders&order=${ID}`,
    });
    const linked = await screen.findByRole("region", { name: "Linked order" });
    expect(await screen.findByText("Ann Linked")).toBeTruthy();
    expect(linked.textContent).toContain("Order #abcd1234");
    await user.click(screen.getByRole("button", { name: "Close the linked order" }));
    expect(screen.queryByRole("region", { name: "Linked order" })).toBeNull();
    expect(window.location.search).toBe("?tab=orders");
  });

  it("says so when the order is not the store's or not there", async () => {
    mockFetch({ [`GET /api/merchant/orders/${ID}`]: { status: 404, body: { message: "Order not found" } } });
    renderApp(<LinkedOrder onManage={() => undefined} />, { path: `/dashboard?tab=orders&order=${ID}` });
    expect((await screen.findByRole("alert")).textContent).toBe("Order not found");
  });

  it("shows nothing without a linked order", () => {
    renderApp(<LinkedOrder onManage={() => undefined} />, { path: "/dashboard?tab=orders" });
    expect(screen.queryByRole("region", { name: "Linked order" })).toBeNull();
  });
});
