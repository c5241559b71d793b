import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockFetch } from "#tests/web/fetch";
import { testMerchantOrder } from "#tests/web/merchant-orders";
import { renderApp } from "#tests/web/render";
import { OrderDetails } from "./order-details";

/** No tile source: the map draws its marker without the network. */
const NO_TILES = { "GET /api/map-settings": { json: { tileUrl: "" } } };

const amounts = () => within(screen.getByRole("region", { name: /^(Items|Amount)$/ }));
const amountOf = (label: string) => amounts().getByText(label).nextElementSibling?.textContent;

describe("an order's details", () => {
  it("shows a delivery's slot in the store's time zone, its zone, amounts, and its point on a map", async () => {
    const { requests } = mockFetch(NO_TILES);
    renderApp(
      <OrderDetails
        timeZone="America/New_York"
        order={testMerchantOrder({
          subtotal: "20.00",
          deliveryFee: "3.50",
          totalAmount: "23.50",
          // 18:30 on Tuesday in New York, already Wednesday in UTC.
          scheduledFor: "2026-11-24T23:30:00.000Z",
          deliveryZoneName: "SoHo & Nolita",
          deliveryPoint: { lat: 40.72, lng: -74, source: "pin", precision: null },
          orderItems: [
            {
              id: "i1",
              productId: "p1",
              productName: "Bagel",
              quantity: 2,
              price: "10.00",
              unitPrice: "10.00",
              lineTotal: "20.00",
              options: [],
            },
          ],
        })}
      />,
    );
    const fulfilment = within(screen.getByRole("region", { name: "Fulfilment" }));
    fulfilment.getByRole("heading", { name: "Delivery" });
    fulfilment.getByText("Scheduled for Tue, Nov 24, 6:30 PM");
    fulfilment.getByText("Zone: SoHo & Nolita");
    fulfilment.getByText("Pin placed by the customer");

    const link = fulfilment.getByRole("link", { name: "Open in maps" });
    expect(link.getAttribute("href")).toBe(
      "https://www.openstreetmap.org/?mlat=40.72&mlon=-74#map=17/40.72/-74",
    );
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toContain("noopener");

    const map = await fulfilment.findByRole("region", { name: "Map of the delivery point" });
    // Leaflet took the element over, and drew the marker in it.
    await expect.poll(() => map.classList.contains("leaflet-container")).toBe(true);
    expect(map.querySelector(".leaflet-overlay-pane")?.childElementCount).toBeGreaterThan(0);
    await expect.poll(() => requests.map((r) => r.url)).toContain("/api/map-settings");

    amounts().getByText("2 × Bagel");
    expect(amountOf("Subtotal")).toBe("$20.00");
    expect(amountOf("Delivery fee")).toBe("$3.50");
    expect(amountOf("Total")).toBe("$23.50");
  });

  it("lists the discount code's line between the fee and the total; none without a code", () => {
    mockFetch(NO_TILES);
    const { rerender } = renderApp(
      <OrderDetails
        timeZone="UTC"
        order={testMerchantOrder({
          subtotal: "20.00",
          deliveryFee: "3.00",
          discountCode: "WELCOME10",
          discountAmount: "2.00",
          totalAmount: "21.00",
        })}
      />,
    );
    expect(amountOf("Discount (WELCOME10)")).toBe("−$2.00");
    expect(amountOf("Total")).toBe("$21.00");
    rerender(<OrderDetails timeZone="UTC" order={testMerchantOrder()} />);
    expect(screen.queryByText(/^Discount/)).toBeNull();
  });

  it("shows a pickup as soon as possible without a map, and loads no map at all", async () => {
    const { requests } = mockFetch(NO_TILES);
    renderApp(<OrderDetails order={testMerchantOrder({ fulfilment: "pickup" })} timeZone="UTC" />);
    const fulfilment = within(screen.getByRole("region", { name: "Fulfilment" }));
    fulfilment.getByRole("heading", { name: "Pickup" });
    fulfilment.getByText("As soon as possible");
    expect(fulfilment.queryByRole("link", { name: "Open in maps" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Map of the delivery point" })).toBeNull();
    expect(amountOf("Delivery fee")).toBe("$0.00");
    expect(amountOf("Total")).toBe("$15.00");
    expect(requests).toEqual([]);
  });

  it("says how far to trust the point: the device's position, or the address's and how precise", async () => {
    mockFetch(NO_TILES);
    const point = { lat: 40.7128, lng: -74.006 };
    const { rerender } = renderApp(
      <OrderDetails
        order={testMerchantOrder({ deliveryPoint: { ...point, source: "device", precision: null } })}
      />,
    );
    screen.getByText("Customer's device location");
    rerender(
      <OrderDetails
        order={testMerchantOrder({ deliveryPoint: { ...point, source: "address", precision: "street" } })}
      />,
    );
    screen.getByText("From the address (found at street level)");
    // An order from before the server geocoded addresses: its point was a city's centre.
    rerender(
      <OrderDetails
        order={testMerchantOrder({ deliveryPoint: { ...point, source: "address", precision: null } })}
      />,
    );
    screen.getByText("From the address (approximate)");
    expect(screen.getByRole("link", { name: "Open in maps" }).getAttribute("href")).toBe(
      "https://www.openstreetmap.org/?mlat=40.7128&mlon=-74.006#map=17/40.7128/-74.006",
    );
    await screen.findByRole("region", { name: "Map of the delivery point" });
  });

  it("shows an unquoted prescription's total as 'Pending Quote'", () => {
    mockFetch({});
    renderApp(
      <OrderDetails
        order={testMerchantOrder({ orderType: "prescription", subtotal: "0.00", totalAmount: "0.00" })}
      />,
    );
    const amount = within(screen.getByRole("region", { name: "Amount" }));
    expect(amount.getByText("Total").nextElementSibling?.textContent).toBe("Pending Quote");
  });

  it("says a prescription's file was deleted at the end of its retention, with no download", () => {
    mockFetch({});
    renderApp(
      <OrderDetails
        order={testMerchantOrder({
          orderType: "prescription",
          prescriptionFileUrl: null,
          prescriptionFileRemovedAt: "2026-11-24T15:00:00.000Z",
        })}
      />,
    );
    const section = within(screen.getByRole("region", { name: "Prescription" }));
    section.getByText(
      /^The prescription file was deleted on Nov 24, 2026, .*: files are kept for a set time after their order\.$/,
    );
    expect(section.queryByRole("button", { name: /Download prescription/ })).toBeNull();
  });
});

describe("an order's status history", () => {
  it("names the member who changed each status (issue 43), and the customer's and the system's as before", () => {
    mockFetch(NO_TILES);
    const at = "2026-11-24T10:42:00.000Z";
    const row = (id: string, status: string, updatedBy: string, changedBy: string | null) => ({
      id,
      status,
      notes: null,
      updatedBy,
      changedBy,
      createdAt: at,
    });
    renderApp(
      <OrderDetails
        timeZone="UTC"
        order={testMerchantOrder({
          fulfilment: "pickup",
          statusHistory: [
            row("h1", "pending", "system", null),
            row("h2", "confirmed", "merchant", "Ana"),
            row("h3", "cancelled", "merchant", null),
          ],
        })}
      />,
    );
    const history = within(screen.getByRole("region", { name: "Status history" }));
    const lines = history.getAllByRole("listitem").map((li) => li.textContent?.replace(/ · .*$/, ""));
    expect(lines).toEqual(["Pending Placed", "Confirmed by Ana", "Cancelled by you"]);
  });
});

describe("an order's items with options", () => {
  it("shows each line's choices as they were ordered, its amount, and its unit price", () => {
    mockFetch({});
    const line = { productId: "p1", productName: "Margherita" };
    renderApp(
      <OrderDetails
        timeZone="UTC"
        order={testMerchantOrder({
          subtotal: "37.00",
          totalAmount: "37.00",
          orderItems: [
            {
              ...line,
              id: "i1",
              quantity: 2,
              price: "14.50",
              unitPrice: "14.50",
              lineTotal: "29.00",
              options: [
                { group: "Size", name: "Large", priceDelta: "3.00" },
                { group: "Extra", name: "Cheese", priceDelta: "1.50" },
                { group: "Extra", name: "Olives", priceDelta: "0.00" },
              ],
            },
            {
              ...line,
              id: "i2",
              quantity: 1,
              price: "8.00",
              unitPrice: "8.00",
              lineTotal: "8.00",
              options: [],
            },
          ],
        })}
      />,
    );
    const [large, plain] = within(screen.getByRole("region", { name: "Items" })).getAllByTestId("order-item");
    expect(within(large!).getByText("2 × Margherita").nextElementSibling?.textContent).toBe("$29.00");
    within(large!).getByText("Size: Large · Extra: Cheese, Olives");
    within(large!).getByText("$14.50 each");
    // A line without options, of one unit: its name and amount, nothing more.
    expect(plain!.textContent).toBe("1 × Margherita$8.00");
  });
});

describe("an order's 'Message customer' link", () => {
  const customer = (whatsappPhone: string | null) => ({
    name: "Jane Doe",
    phone: "(212) 555-0199",
    address: null,
    email: null,
    whatsappPhone,
  });

  it("opens a WhatsApp chat with the customer, their order's number and its status typed in", () => {
    mockFetch({});
    renderApp(
      <OrderDetails
        storeName="Bella Napoli"
        order={testMerchantOrder({ status: "confirmed", customer: customer("12125550199") })}
      />,
    );
    const link = screen.getByRole("link", { name: "Message customer" });
    expect(link.getAttribute("href")).toBe(
      `https://wa.me/12125550199?text=${encodeURIComponent("Hi Jane, your order #55556666 from Bella Napoli is Confirmed.")}`,
    );
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toContain("noopener");
    // The number the customer's message will name, beside the tracking code.
    screen.getByText("Their order number #55556666 · tracking code TRACK123");
  });

  it("is absent when the server could not read the customer's phone as a number", () => {
    mockFetch({});
    renderApp(
      <OrderDetails storeName="Bella Napoli" order={testMerchantOrder({ customer: customer(null) })} />,
    );
    expect(screen.queryByRole("link", { name: "Message customer" })).toBeNull();
    // The phone can still be called.
    screen.getByRole("link", { name: "(212) 555-0199" });
  });
});
