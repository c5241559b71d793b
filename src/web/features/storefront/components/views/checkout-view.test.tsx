import { screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { heldReply, mockFetch, type Reply } from "#tests/web/fetch";
import { renderApp } from "#tests/web/render";
import { COFFEE, TEA } from "#tests/web/storefront";
import { useCheckout } from "#web/features/storefront/hooks/use-checkout";
import { useDeliveryCheck } from "#web/features/storefront/hooks/use-delivery-check";
import type { CartLine } from "#web/lib/cart-storage";
import { CheckoutView } from "./checkout-view";

const CART: CartLine[] = [
  { product: TEA, quantity: 2 },
  { product: COFFEE, quantity: 1 },
];
const PLACED = { id: "5f0c2f1e-1111-4222-8333-900000000042", trackingCode: "TRACK042", status: "pending" };

/** The checkout as the microsite runs it: the view over useCheckout, with the delivery check for a store with zones. */
function Checkout({
  lines = CART,
  zones = false,
  onPlaced = () => {},
}: {
  lines?: CartLine[];
  zones?: boolean;
  onPlaced?: (order: { id: string; trackingCode: string }) => void;
}) {
  const [cart, setCart] = useState(lines);
  const deliveryCheck = useDeliveryCheck("corner-shop");
  const delivery = zones ? deliveryCheck : null;
  const checkout = useCheckout({
    slug: "corner-shop",
    lines: cart,
    delivery,
    clearCart: () => setCart([]),
    onPlaced,
  });
  return (
    <CheckoutView
      lines={cart}
      details={checkout.details}
      onDetailsChange={checkout.setDetails}
      onSubmit={checkout.submit}
      submitting={checkout.submitting}
      delivery={delivery}
      onContinue={() => {}}
    />
  );
}

const placeOrder = () => screen.getByRole("button", { name: /Place Order|Processing Order/ });
const toast = () => screen.findByTestId("toast");

async function fillIn(user: ReturnType<typeof renderApp>["user"]) {
  await user.type(screen.getByLabelText("Full Name *"), "  Ada Lovelace ");
  await user.type(screen.getByLabelText("Phone Number *"), "555 010 0199");
  await user.type(screen.getByLabelText("Delivery Address *"), "12 Analytical Street, London");
}

describe("the checkout", () => {
  it("sums up the order and says how it is paid", () => {
    mockFetch({});
    renderApp(<Checkout />);
    screen.getByRole("heading", { name: "Order Summary" });
    screen.getByText("2 × $4.50");
    expect(screen.getByTestId("checkout-total").textContent).toBe("$15.00");
    expect(screen.getByTestId("payment-method").textContent).toContain(
      "You pay $15.00 when your order arrives",
    );
    expect(placeOrder().textContent).toBe("Place Order - $15.00");
  });

  it("waits for a name, a phone number and an address before it lets the order go", async () => {
    mockFetch({});
    const { user } = renderApp(<Checkout />);
    screen.getByRole("heading", { name: "Delivery Details" });
    expect(placeOrder()).toHaveProperty("disabled", true);
    screen.getByText("Enter your name, phone number and delivery address to place the order.");
    await fillIn(user);
    expect(placeOrder()).toHaveProperty("disabled", false);
    expect(
      screen.queryByText("Enter your name, phone number and delivery address to place the order."),
    ).toBeNull();
  });

  it("says what is wrong with a phone number or an address once the customer has left the field", async () => {
    mockFetch({});
    const { user } = renderApp(<Checkout />);
    const phone = screen.getByLabelText("Phone Number *");
    await user.type(phone, "12 34");
    const phoneHint = "Enter a phone number with at least 7 digits, so the store can call you";
    expect(screen.queryByText(phoneHint)).toBeNull();
    await user.type(screen.getByLabelText("Delivery Address *"), "home");
    expect(screen.getByText(phoneHint)).toBeTruthy();
    expect(phone.getAttribute("aria-invalid")).toBe("true");
    await user.click(screen.getByLabelText("Full Name *"));
    screen.getByText("Enter your full address: street, number and area, not a single word");
    await user.type(screen.getByLabelText("Full Name *"), "Ada");
    expect(placeOrder()).toHaveProperty("disabled", true);

    await user.type(phone, "567");
    expect(screen.queryByText(phoneHint)).toBeNull();
  });

  it("sends the cart's products and the details, shows the order is on its way, then the placed order", async () => {
    const order = heldReply();
    const { requests } = mockFetch({ "POST /api/orders": order.reply });
    const onPlaced = vi.fn();
    const { user } = renderApp(<Checkout onPlaced={onPlaced} />);
    await fillIn(user);
    await user.type(screen.getByLabelText("Order Notes (Optional)"), " Ring twice ");
    await user.click(placeOrder());

    await waitFor(() => expect(placeOrder().textContent).toBe(" Processing Order..."));
    expect(placeOrder()).toHaveProperty("disabled", true);
    expect(requests).toEqual([
      {
        method: "POST",
        url: "/api/orders",
        body: {
          merchantSlug: "corner-shop",
          customer: { name: "Ada Lovelace", phone: "555 010 0199", address: "12 Analytical Street, London" },
          items: [
            { productId: TEA.id, quantity: 2 },
            { productId: COFFEE.id, quantity: 1 },
          ],
          notes: "Ring twice",
        },
      },
    ]);

    order.release({ json: PLACED });
    await waitFor(() => expect(onPlaced).toHaveBeenCalledWith(PLACED));
    // The cart is emptied once the order is placed.
    expect(await screen.findByText("Your cart is empty")).toBeTruthy();
  });

  it("shows the server's reason when the order is refused, and keeps what was typed", async () => {
    mockFetch({ "POST /api/orders": { status: 409, body: { message: "Only 1 Tea left" } } });
    const onPlaced = vi.fn();
    const { user } = renderApp(<Checkout onPlaced={onPlaced} />);
    await fillIn(user);
    await user.click(placeOrder());

    const shown = await toast();
    expect(shown.textContent).toContain("Could not place your order");
    expect(shown.textContent).toContain("Only 1 Tea left");
    expect(placeOrder().textContent).toBe("Place Order - $15.00");
    expect(screen.getByLabelText("Full Name *")).toHaveProperty("value", "  Ada Lovelace ");
    expect(onPlaced).not.toHaveBeenCalled();
  });

  it("offline, says the order was not sent and the cart is kept", async () => {
    mockFetch({
      "POST /api/orders": () => {
        throw new TypeError("Failed to fetch");
      },
    });
    const { user } = renderApp(<Checkout />);
    await fillIn(user);
    await user.click(placeOrder());
    const shown = await toast();
    expect(shown.textContent).toContain("You're offline");
    expect(shown.textContent).toContain(
      "Your order was not sent. Your cart is kept: place it again when you're back online.",
    );
    expect(screen.getByTestId("checkout-total").textContent).toBe("$15.00");
  });

  it("with an empty cart, says so instead of a form", () => {
    mockFetch({});
    renderApp(<Checkout lines={[]} />);
    screen.getByRole("heading", { name: "Checkout" });
    screen.getByText("Your cart is empty");
    expect(screen.queryByRole("button", { name: /Place Order/ })).toBeNull();
  });
});

describe("the checkout's Idempotency-Key", () => {
  /** The Idempotency-Key of each order sent, in order. */
  const keysSent = (fetchMock: ReturnType<typeof mockFetch>["fetchMock"]) =>
    fetchMock.mock.calls
      .filter(([url]) => url === "/api/orders")
      .map(([, init]) => (init?.headers as Record<string, string> | undefined)?.["Idempotency-Key"]);

  it("resends an unchanged order under the same key, and a changed one under a new key", async () => {
    const replies: (() => Reply)[] = [
      () => {
        throw new TypeError("Failed to fetch");
      },
      () => ({ status: 502, body: "Bad Gateway" }),
      () => ({ json: PLACED }),
    ];
    const { fetchMock } = mockFetch({ "POST /api/orders": () => replies.shift()!() });
    const onPlaced = vi.fn();
    const { user } = renderApp(<Checkout onPlaced={onPlaced} />);
    await fillIn(user);

    await user.click(placeOrder());
    expect((await toast()).textContent).toContain("You're offline");
    await user.click(placeOrder());
    await waitFor(() => expect(keysSent(fetchMock)).toHaveLength(2));
    const [first, resend] = keysSent(fetchMock);
    expect(first).toMatch(/^\d{1,10}(-\d{1,10}){3}$/);
    expect(resend).toBe(first);

    // The customer changes the order: that is another attempt.
    await user.type(screen.getByLabelText("Order Notes (Optional)"), "Leave at the door");
    await waitFor(() => expect(placeOrder()).toHaveProperty("disabled", false));
    await user.click(placeOrder());
    await waitFor(() => expect(onPlaced).toHaveBeenCalledWith(PLACED));
    const keys = keysSent(fetchMock);
    expect(keys).toHaveLength(3);
    expect(keys[2]).toMatch(/^\d{1,10}(-\d{1,10}){3}$/);
    expect(keys[2]).not.toBe(first);
  });
});

describe("the checkout of a store that delivers to drawn zones only", () => {
  it("refuses the order until the delivery check has passed", async () => {
    const { requests } = mockFetch({});
    const { user } = renderApp(<Checkout zones />);
    screen.getByText("This store delivers to selected areas only. Check yours before ordering.");
    await fillIn(user);
    await user.click(placeOrder());

    const shown = await toast();
    expect(shown.textContent).toContain("Delivery Not Available");
    expect(shown.textContent).toContain("We're not delivering to this area yet. Coming soon!");
    expect(requests.filter((r) => r.url === "/api/orders")).toEqual([]);
  });

  it("sends the order with the location once 'Detect My Location' has found the customer in a zone", async () => {
    const here = { latitude: 40.7, longitude: -74 };
    vi.stubGlobal("navigator", {
      ...navigator,
      geolocation: {
        getCurrentPosition: (found: PositionCallback) => found({ coords: here } as GeolocationPosition),
      },
    });
    const { requests } = mockFetch({
      "GET /api/microsite/corner-shop/delivery/check?lat=40.7&lng=-74": {
        json: { allowed: true, zone: "Downtown", reason: null },
      },
      "POST /api/orders": { json: PLACED },
    });
    const onPlaced = vi.fn();
    const { user } = renderApp(<Checkout zones onPlaced={onPlaced} />);
    await user.click(screen.getByRole("button", { name: "Detect My Location" }));
    expect(await screen.findByText("Great! You're in our delivery zone: Downtown")).toBeTruthy();
    screen.getByText("Location verified - we deliver to your area!");

    await fillIn(user);
    await user.click(placeOrder());
    await waitFor(() => expect(onPlaced).toHaveBeenCalledWith(PLACED));
    expect(requests.find((r) => r.url === "/api/orders")?.body).toMatchObject({
      location: { lat: 40.7, lng: -74 },
    });
  });
});
