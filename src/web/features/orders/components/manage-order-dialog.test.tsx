import { screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import type { TMerchantOrderDetails } from "#contracts/order-management";
import { heldReply, mockFetch } from "#tests/web/fetch";
import { testMerchantOrder } from "#tests/web/merchant-orders";
import { renderApp } from "#tests/web/render";
import { ManageOrderDialog } from "./manage-order-dialog";

const ORDER: TMerchantOrderDetails = testMerchantOrder({
  trackingInfo: "Packed",
  createdAt: "2026-11-24T10:00:00.000Z",
  updatedAt: "2026-11-24T10:00:00.000Z",
  itemCount: 3,
});
const STATUS_URL = `/api/merchant/orders/${ORDER.id}/status`;
const TRACKING_URL = `/api/merchant/orders/${ORDER.id}/tracking`;
const QUOTE_URL = `/api/merchant/orders/${ORDER.id}/quote`;

/** The dialog as the orders tab opens it: on an order, until it closes itself. */
function Manage({ order = ORDER }: { order?: TMerchantOrderDetails }) {
  const [managed, setManaged] = useState<TMerchantOrderDetails | null>(order);
  return <ManageOrderDialog order={managed} onOpenChange={(open) => !open && setManaged(null)} />;
}

const dialog = () => within(screen.getByRole("dialog"));
const save = () => dialog().getByRole("button", { name: "Save Changes" });
const toast = () => screen.findByTestId("toast");

describe("managing an order", () => {
  it("shows the order's status and tracking, ready to change", () => {
    mockFetch({});
    renderApp(<Manage order={{ ...ORDER, estimatedDelivery: "2026-11-25T14:30:00.000Z" }} />);
    dialog().getByRole("heading", { name: "Manage Order #0b6c2f1e" });
    dialog().getByText("Change the status, add a note, or tell the customer when to expect it.");
    const status = dialog().getByLabelText("Status");
    expect(status).toHaveProperty("value", "pending");
    expect(
      within(status)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Pending", "Confirmed", "Processing", "Completed", "Cancelled"]);
    expect(dialog().getByLabelText("Notes")).toHaveProperty("value", "");
    dialog().getByText("Saved in the order's history with the status.");
    expect(dialog().getByLabelText("Tracking info")).toHaveProperty("value", "Packed");
    dialog().getByText("The customer sees it on their tracking page.");
    // In the merchant's own time zone, as the browser shows a date and time field.
    const local = new Date("2026-11-25T14:30:00.000Z");
    const pad = (n: number) => String(n).padStart(2, "0");
    expect(dialog().getByLabelText("Estimated delivery")).toHaveProperty(
      "value",
      `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}T${pad(local.getHours())}:${pad(local.getMinutes())}`,
    );
    // A regular order has no quote to give.
    expect(dialog().queryByText("Quote for this prescription")).toBeNull();
  });

  it("changes the status with a note, says so and closes", async () => {
    const { requests } = mockFetch({
      [`PATCH ${STATUS_URL}`]: { json: { ...ORDER, status: "confirmed" } },
    });
    const { user } = renderApp(<Manage />);
    await user.selectOptions(dialog().getByLabelText("Status"), "Confirmed");
    await user.type(dialog().getByLabelText("Notes"), " Called the customer ");
    await user.click(save());

    const shown = await toast();
    expect(shown.textContent).toContain("Order updated");
    expect(shown.textContent).toContain("Order #0b6c2f1e is now Confirmed.");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    // The tracking info did not change: only the status is sent.
    expect(requests).toEqual([
      { method: "PATCH", url: STATUS_URL, body: { status: "confirmed", notes: "Called the customer" } },
    ]);
  });

  it("asks whether a completed order's goods came back when it is cancelled, off by default", async () => {
    const { requests } = mockFetch({
      [`PATCH ${STATUS_URL}`]: { json: { ...ORDER, status: "cancelled" } },
    });
    const { user } = renderApp(<Manage order={{ ...ORDER, status: "completed" }} />);
    expect(dialog().queryByRole("checkbox", { name: "Returned to stock" })).toBeNull();
    await user.selectOptions(dialog().getByLabelText("Status"), "Cancelled");
    const restock = dialog().getByRole("checkbox", { name: "Returned to stock" });
    expect(restock).toHaveProperty("checked", false);
    await user.click(restock);
    await user.click(save());
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(requests).toEqual([
      { method: "PATCH", url: STATUS_URL, body: { status: "cancelled", notes: null, restock: true } },
    ]);
  });

  it("a note alone is saved in the history with the same status", async () => {
    const { requests } = mockFetch({ [`PATCH ${STATUS_URL}`]: { json: ORDER } });
    const { user } = renderApp(<Manage />);
    await user.type(dialog().getByLabelText("Notes"), "Customer asked for no onions");
    await user.click(save());
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(requests).toEqual([
      {
        method: "PATCH",
        url: STATUS_URL,
        body: { status: "pending", notes: "Customer asked for no onions" },
      },
    ]);
  });

  it("sends the tracking info and the estimated delivery for the customer's tracking page", async () => {
    const { requests } = mockFetch({ [`PATCH ${TRACKING_URL}`]: { json: ORDER } });
    const { user } = renderApp(<Manage />);
    await user.clear(dialog().getByLabelText("Tracking info"));
    await user.type(dialog().getByLabelText("Tracking info"), "With our rider Sam, 10 minutes away");
    await user.type(dialog().getByLabelText("Estimated delivery"), "2026-11-25T14:30");
    await user.click(save());

    const shown = await toast();
    expect(shown.textContent).toContain("Tracking updated");
    expect(shown.textContent).toContain("Order #0b6c2f1e: the customer sees it on the tracking page.");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(requests).toEqual([
      {
        method: "PATCH",
        url: TRACKING_URL,
        body: {
          trackingInfo: "With our rider Sam, 10 minutes away",
          // The merchant's local time, sent as an instant.
          estimatedDelivery: new Date("2026-11-25T14:30").toISOString(),
        },
      },
    ]);
  });

  it("with nothing changed, closes without sending anything", async () => {
    const { requests } = mockFetch({});
    const { user } = renderApp(<Manage />);
    await user.click(save());
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(requests).toEqual([]);
  });

  it("waits while saving, then stays open with the server's reason when saving fails", async () => {
    const reply = heldReply();
    mockFetch({ [`PATCH ${STATUS_URL}`]: reply.reply });
    const { user } = renderApp(<Manage />);
    await user.selectOptions(dialog().getByLabelText("Status"), "Cancelled");
    await user.click(save());
    await waitFor(() => expect(save()).toHaveProperty("disabled", true));
    expect(dialog().getByRole("button", { name: "Cancel" })).toHaveProperty("disabled", true);

    reply.release({ status: 404, body: { message: "Order not found" } });
    const shown = await toast();
    expect(shown.textContent).toContain("Error updating order");
    expect(shown.textContent).toContain("Order not found");
    await waitFor(() => expect(save()).toHaveProperty("disabled", false));
    expect(dialog().getByLabelText("Status")).toHaveProperty("value", "cancelled");
  });
});

describe("managing a prescription order", () => {
  const PRESCRIPTION: TMerchantOrderDetails = {
    ...ORDER,
    orderType: "prescription",
    totalAmount: "0.00",
    prescriptionFileUrl: "/prescriptions/abc.pdf",
  };

  it("asks for the quote: a total and a message the customer sees with it", async () => {
    const { requests } = mockFetch({
      [`PATCH ${QUOTE_URL}`]: { json: { ...PRESCRIPTION, totalAmount: "42.00" } },
    });
    const { user } = renderApp(<Manage order={PRESCRIPTION} />);
    dialog().getByText("Quote for this prescription");
    expect(dialog().getByLabelText("Total ($)")).toHaveProperty("value", "");
    await user.type(dialog().getByLabelText("Total ($)"), "42.00");
    await user.type(dialog().getByLabelText("Message to the customer"), "Generic brand, 3 months");
    await user.click(save());

    expect((await toast()).textContent).toContain("Quote sent");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(requests).toEqual([
      {
        method: "PATCH",
        url: QUOTE_URL,
        body: { totalAmount: "42.00", message: "Generic brand, 3 months" },
      },
    ]);
  });

  describe("a card order", () => {
    const PAID = testMerchantOrder({
      status: "confirmed",
      totalAmount: "40.00",
      paymentMethod: "card",
      paymentStatus: "partially_refunded",
      amountPaid: "40.00",
      amountRefunded: "10.00",
    });

    it.each([
      ["Refund $30.00", true],
      ["Keep the money", false],
    ])("cancelled when paid, asks whether to refund what is left: %s", async (answer, refund) => {
      const { requests } = mockFetch({ [`PATCH ${STATUS_URL}`]: { json: { ...PAID, status: "cancelled" } } });
      const { user } = renderApp(<Manage order={PAID} />);
      expect(dialog().queryByRole("group", { name: "Refund $30.00 to the customer's card?" })).toBeNull();
      await user.selectOptions(dialog().getByLabelText("Status"), "Cancelled");
      const question = dialog().getByRole("group", { name: "Refund $30.00 to the customer's card?" });
      await user.click(save());
      expect(dialog().getByText("Choose whether to refund the customer")).toBeTruthy();
      expect(requests).toEqual([]);
      await user.click(within(question).getByRole("radio", { name: new RegExp(answer.replace("$", "\\$")) }));
      await user.click(save());
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      expect(requests.map((r) => r.body)).toEqual([{ status: "cancelled", notes: null, refund }]);
    });

    it("confirmed when only authorized, says it takes the money, and shows the provider's refusal", async () => {
      const held = testMerchantOrder({
        totalAmount: "40.00",
        paymentMethod: "card",
        paymentStatus: "authorized",
      });
      mockFetch({
        [`PATCH ${STATUS_URL}`]: {
          status: 502,
          body: { message: "The card could not be charged: try again." },
        },
      });
      const { user } = renderApp(<Manage order={held} />);
      await user.selectOptions(dialog().getByLabelText("Status"), "Confirmed");
      expect(dialog().getByRole("note").textContent).toBe(
        "Saving takes $40.00 from the customer's card, held since they ordered.",
      );
      await user.click(save());
      expect(await dialog().findByText("The card could not be charged: try again.")).toBeTruthy();
      // Still open, as it was: nothing was confirmed.
      expect(dialog().getByLabelText("Status")).toHaveProperty("value", "confirmed");
      await user.selectOptions(dialog().getByLabelText("Status"), "Cancelled");
      expect(dialog().getByRole("note").textContent).toBe(
        "The hold on the customer's card is released: nothing is charged.",
      );
      // An authorized order is always released: nothing to ask.
      expect(dialog().queryByRole("group", { name: /Refund/ })).toBeNull();
    });
  });
});
