import { act, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import type { TOrderSlots } from "#contracts/fulfilment";
import { fromMinor } from "#contracts/money";
import { PAYMENT_SHOPPER_MESSAGES } from "#contracts/payment-messages";
import { PAYMENT_MESSAGES } from "#contracts/payments";
import { STORE_UNREACHABLE_MESSAGE } from "#contracts/store-unreachable";
import type { TMicrositeMerchant } from "#contracts/storefront";
import type { TDeliveryCheck } from "#contracts/zones";
import { heldReply, mockFetch, type Reply } from "#tests/web/fetch";
import { stubPosition } from "#tests/web/geolocation";
import { renderApp } from "#tests/web/render";
import { COFFEE, PIZZA, TEA, testMerchant } from "#tests/web/storefront";
import { useCheckout } from "#web/features/storefront/hooks/use-checkout";
import { useDeliveryCheck } from "#web/features/storefront/hooks/use-delivery-check";
import { cartTotalMinor } from "#web/features/storefront/utils/cart";
import type { CartLine } from "#web/lib/cart-storage";
import { StoreLanguage } from "#web/lib/i18n/page-language";
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
  merchant = testMerchant(),
  onPlaced = () => {},
}: {
  lines?: CartLine[];
  zones?: boolean;
  merchant?: TMicrositeMerchant;
  onPlaced?: (order: { id: string; trackingCode: string }) => void;
}) {
  const [cart, setCart] = useState(lines);
  const deliveryCheck = useDeliveryCheck("corner-shop", fromMinor(cartTotalMinor(cart, "USD"), "USD"));
  const delivery = zones ? deliveryCheck : null;
  const checkout = useCheckout({
    slug: "corner-shop",
    lines: cart,
    delivery,
    clearCart: () => setCart([]),
    onPlaced,
    merchant,
  });
  return (
    <CheckoutView
      lines={cart}
      checkout={checkout}
      merchant={merchant}
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

  it("sums up lines with options at their price with options, and sends each line's options", async () => {
    const { requests } = mockFetch({ "POST /api/orders": { status: 201, body: PLACED } });
    const lines: CartLine[] = [
      { product: PIZZA, quantity: 2, optionIds: ["o-large", "o-cheese"] },
      { product: PIZZA, quantity: 1, optionIds: ["o-small"] },
      { product: TEA, quantity: 1 },
    ];
    const { user } = renderApp(<Checkout lines={lines} />);
    const summary = within(screen.getByRole("region", { name: "Order Summary" }));
    summary.getByText("Size: Large · Extra toppings: Cheese");
    summary.getByText("2 × $16.00");
    summary.getByText("$32.00");
    summary.getByText("Size: Small");
    summary.getByText("1 × $10.00");
    expect(screen.getByTestId("checkout-total").textContent).toBe("$46.50");
    expect(placeOrder().textContent).toBe("Place Order - $46.50");

    await fillIn(user);
    await user.click(placeOrder());
    await waitFor(() => expect(requests).toHaveLength(1));
    expect((requests[0]!.body as { items: unknown }).items).toEqual([
      { productId: PIZZA.id, quantity: 2, optionIds: ["o-large", "o-cheese"] },
      { productId: PIZZA.id, quantity: 1, optionIds: ["o-small"] },
      { productId: TEA.id, quantity: 1 },
    ]);
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

  it("takes an optional email for the confirmation, and sends it only when it is an address", async () => {
    const { requests } = mockFetch({ "POST /api/orders": { json: PLACED } });
    const { user } = renderApp(<Checkout />);
    await fillIn(user);
    const email = screen.getByLabelText("Email (Optional)");
    await user.type(email, "ada@");
    await user.click(screen.getByLabelText("Order Notes (Optional)"));
    expect(screen.getByText("Please enter a valid email address")).toBeTruthy();
    expect(placeOrder()).toHaveProperty("disabled", true);
    await user.type(email, "example.com");
    await user.click(placeOrder());
    await waitFor(() => expect(requests).toHaveLength(1));
    expect((requests[0]!.body as { customer: unknown }).customer).toEqual({
      name: "Ada Lovelace",
      phone: "555 010 0199",
      address: "12 Analytical Street, London",
      email: "ada@example.com",
    });
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
          fulfilment: "delivery",
          scheduledFor: null,
          paymentMethod: "cash",
          // The page's language: the customer's mails come in it (issue 45).
          language: "en",
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

  it("while the store's database is away (503), says the server's sentence, not 'Something went wrong', and keeps the cart", async () => {
    mockFetch({ "POST /api/orders": { status: 503, body: { message: STORE_UNREACHABLE_MESSAGE } } });
    const { user } = renderApp(<Checkout />);
    await fillIn(user);
    await user.click(placeOrder());
    const shown = await toast();
    expect(shown.textContent).toContain("Could not place your order");
    expect(shown.textContent).toContain(STORE_UNREACHABLE_MESSAGE);
    expect(shown.textContent).not.toContain("Something went wrong");
    expect(screen.getByTestId("checkout-total").textContent).toBe("$15.00");
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
    stubPosition(here);
    const { requests } = mockFetch({
      "GET /api/microsite/corner-shop/delivery/check?lat=40.7&lng=-74&subtotal=15.00": {
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
      location: { lat: 40.7, lng: -74, source: "device" },
    });
  });
});

/** A store's slots: today's 18:30 is full, 19:00 free; tomorrow 12:00 free. */
const SLOTS: TOrderSlots = {
  enabled: true,
  timeZone: "UTC",
  leadMinutes: 30,
  days: [
    {
      date: "2026-11-24",
      label: "Today",
      slots: [
        { startsAt: "2026-11-24T18:30:00.000Z", time: "18:30", available: false },
        { startsAt: "2026-11-24T19:00:00.000Z", time: "19:00", available: true },
      ],
    },
    {
      date: "2026-11-25",
      label: "Tomorrow",
      slots: [{ startsAt: "2026-11-25T12:00:00.000Z", time: "12:00", available: true }],
    },
  ],
};
const SLOTS_URL = "GET /api/microsite/corner-shop/slots";
const orderSent = (requests: { url: string; body: unknown }[]) =>
  requests.filter((r) => r.url === "/api/orders").at(-1)?.body as Record<string, unknown> | undefined;

async function fillInPickup(user: ReturnType<typeof renderApp>["user"]) {
  await user.type(screen.getByLabelText("Full Name *"), "Ada Lovelace");
  await user.type(screen.getByLabelText("Phone Number *"), "555 010 0199");
}

describe("pickup", () => {
  const both = testMerchant({ fulfilment: { delivery: true, pickup: true } });

  it("offers Delivery or Pickup when the store does both; pickup hides the address and the delivery check", async () => {
    const { requests } = mockFetch({ "POST /api/orders": { json: PLACED } });
    const onPlaced = vi.fn();
    const { user } = renderApp(<Checkout zones merchant={both} onPlaced={onPlaced} />);
    const group = screen.getByRole("group", { name: "How do you want your order?" });
    expect(within(group).getByRole("radio", { name: "Delivery" })).toHaveProperty("checked", true);
    screen.getByText("This store delivers to selected areas only. Check yours before ordering.");

    await user.click(within(group).getByRole("radio", { name: "Pickup" }));
    expect(screen.queryByLabelText("Delivery Address *")).toBeNull();
    expect(screen.queryByRole("button", { name: "Detect My Location" })).toBeNull();
    expect(screen.queryByText(/This store delivers to selected areas only/)).toBeNull();
    screen.getByRole("heading", { name: "Pickup Details" });
    screen.getByText("Pick up at 1 Main Street, Springfield");
    screen.getByText("Ready in about 30 minutes");
    expect(screen.queryByTestId("checkout-fee")).toBeNull();
    screen.getByText("Enter your name and phone number to place the order.");

    await fillInPickup(user);
    await user.click(placeOrder());
    await waitFor(() => expect(onPlaced).toHaveBeenCalledWith(PLACED));
    const sent = orderSent(requests)!;
    expect(sent).toMatchObject({
      fulfilment: "pickup",
      scheduledFor: null,
      customer: { name: "Ada Lovelace", phone: "555 010 0199" },
    });
    expect(sent).not.toHaveProperty("location");
    expect(sent.customer).not.toHaveProperty("address");
    expect(requests.some((r) => r.url.includes("/delivery/check"))).toBe(false);
  });

  it("the choice is one radio group for the keyboard", async () => {
    mockFetch({});
    // jsdom has no CSS.escape, which user-event's arrow keys use to find the group's other radios.
    vi.stubGlobal("CSS", { escape: (name: string) => name });
    const { user } = renderApp(<Checkout merchant={both} />);
    screen.getByRole("radio", { name: "Delivery" }).focus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("radio", { name: "Pickup" })).toHaveProperty("checked", true);
    expect(screen.queryByLabelText("Delivery Address *")).toBeNull();
  });

  it("a store that only offers pickup asks nothing and shows where to collect", () => {
    mockFetch({});
    renderApp(<Checkout merchant={testMerchant({ fulfilment: { delivery: false, pickup: true } })} />);
    expect(screen.queryByRole("radio", { name: "Delivery" })).toBeNull();
    screen.getByText("Pick up at 1 Main Street, Springfield");
    expect(screen.queryByLabelText("Delivery Address *")).toBeNull();
  });

  it("a store that only delivers asks nothing either", () => {
    mockFetch({});
    renderApp(<Checkout />);
    expect(screen.queryByRole("radio")).toBeNull();
    screen.getByLabelText("Delivery Address *");
  });
});

describe("orders for later", () => {
  const later = testMerchant({ scheduledOrders: { enabled: true, leadMinutes: 45 } });

  it("sends the chosen slot's start; a full slot is shown but cannot be chosen", async () => {
    const { requests } = mockFetch({ [SLOTS_URL]: { json: SLOTS }, "POST /api/orders": { json: PLACED } });
    const onPlaced = vi.fn();
    const { user } = renderApp(<Checkout merchant={later} onPlaced={onPlaced} />);
    const when = screen.getByRole("group", { name: "When?" });
    expect(within(when).getByRole("radio", { name: "As soon as possible" })).toHaveProperty("checked", true);
    await user.click(within(when).getByRole("radio", { name: "Schedule for later" }));

    const full = await screen.findByRole("radio", { name: "6:30 PM Full" });
    expect(full).toHaveProperty("disabled", true);
    await fillIn(user);
    expect(placeOrder()).toHaveProperty("disabled", true);
    screen.getByText("Choose a time for your order.");

    await user.selectOptions(screen.getByLabelText("Day"), "Tomorrow");
    await user.click(screen.getByRole("radio", { name: "12:00 PM" }));
    await user.click(placeOrder());
    await waitFor(() => expect(onPlaced).toHaveBeenCalled());
    expect(orderSent(requests)).toMatchObject({
      fulfilment: "delivery",
      scheduledFor: "2026-11-25T12:00:00.000Z",
    });
  });

  it("a scheduled pickup is ready at its slot, in the store's time zone", async () => {
    mockFetch({ [SLOTS_URL]: { json: { ...SLOTS, timeZone: "America/New_York" } } });
    const { user } = renderApp(
      <Checkout merchant={testMerchant({ ...later, fulfilment: { delivery: false, pickup: true } })} />,
    );
    screen.getByText("Ready in about 45 minutes");
    await user.click(screen.getByRole("radio", { name: "Schedule for later" }));
    await user.click(await screen.findByRole("radio", { name: "7:00 PM" }));
    screen.getByText("Ready at Tue 2:00 PM");
  });

  it("while the store is closed, only later: 'As soon as possible' says when it opens", async () => {
    const { requests } = mockFetch({ [SLOTS_URL]: { json: SLOTS } });
    const closed = testMerchant({ ...later, openNow: false, opensAt: { day: 2, time: "09:00" } });
    const { user } = renderApp(<Checkout merchant={closed} />);
    const asap = screen.getByRole("radio", { name: "As soon as possible Closed · opens Tue 9:00 AM" });
    expect(asap).toHaveProperty("disabled", true);
    expect(screen.getByRole("radio", { name: "Schedule for later" })).toHaveProperty("checked", true);
    await screen.findByRole("radio", { name: "7:00 PM" });
    expect(requests.filter((r) => r.url.endsWith("/slots"))).toHaveLength(1);
    await fillIn(user);
    expect(placeOrder()).toHaveProperty("disabled", true);
  });

  it("a closed store without orders for later says so first, asks for nothing, and says why it cannot be placed", () => {
    mockFetch({});
    renderApp(<Checkout merchant={testMerchant({ openNow: false, opensAt: { day: 2, time: "09:00" } })} />);
    const banner = screen.getByRole("region", { name: "Store closed" });
    expect(banner.textContent).toBe(
      "Closed · opens Tue 9:00 AMCorner Shop is closed right now. It opens Tue 9:00 AM. Your cart is kept: come back then to place your order.",
    );
    // At the top: before the summary and the form.
    expect(
      banner.compareDocumentPosition(screen.getByRole("heading", { name: "Order Summary" })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(screen.queryByRole("group", { name: "When?" })).toBeNull();
    expect(screen.queryByLabelText("Full Name *")).toBeNull();
    expect(screen.queryByLabelText("Delivery Address *")).toBeNull();
    expect(placeOrder()).toHaveProperty("disabled", true);
    expect(placeOrder().getAttribute("aria-describedby")).toBe("checkout-hint");
    expect(screen.getByText("Corner Shop is closed right now. It opens Tue 9:00 AM.").id).toBe(
      "checkout-hint",
    );
  });

  it("a paused store says it is not taking orders, and when it takes them again", () => {
    mockFetch({});
    const paused = testMerchant({ openNow: false, paused: true, opensAt: { day: 2, time: "12:30" } });
    renderApp(<Checkout merchant={paused} />);
    expect(screen.getByRole("region", { name: "Store closed" }).textContent).toContain(
      "Corner Shop is not taking orders right now. It takes orders again Tue 12:30 PM.",
    );
    expect(placeOrder()).toHaveProperty("disabled", true);
  });

  it("a closed store that takes orders for later says so at the top and offers the slots", async () => {
    mockFetch({ [SLOTS_URL]: { json: SLOTS } });
    renderApp(
      <Checkout merchant={testMerchant({ ...later, openNow: false, opensAt: { day: 2, time: "09:00" } })} />,
    );
    expect(screen.getByRole("region", { name: "Store closed" }).textContent).toContain(
      "You can still order now for a time when it is open: choose one below.",
    );
    expect(await screen.findByRole("radio", { name: "7:00 PM" })).toBeTruthy();
    expect(screen.getByLabelText("Full Name *")).toBeTruthy();
  });

  it("asks for no slots when the store takes no orders for later", () => {
    const { requests } = mockFetch({});
    renderApp(<Checkout />);
    expect(screen.queryByRole("group", { name: "When?" })).toBeNull();
    expect(requests).toEqual([]);
  });

  it("when the slot filled up meanwhile, chooses the next free one the server offers and says so", async () => {
    const message = "The Today 19:00 slot is full. The next free slot is Tomorrow 12:00.";
    const replies: Reply[] = [
      {
        status: 409,
        body: { message, nextSlot: { startsAt: "2026-11-25T12:00:00.000Z", label: "Tomorrow 12:00" } },
      },
      { json: PLACED },
    ];
    const { requests } = mockFetch({
      [SLOTS_URL]: { json: SLOTS },
      "POST /api/orders": () => replies.shift()!,
    });
    const onPlaced = vi.fn();
    const { user } = renderApp(<Checkout merchant={later} onPlaced={onPlaced} />);
    await user.click(screen.getByRole("radio", { name: "Schedule for later" }));
    await user.click(await screen.findByRole("radio", { name: "7:00 PM" }));
    await fillIn(user);
    await user.click(placeOrder());

    expect((await screen.findByTestId("slot-notice")).textContent).toContain(message);
    expect((await toast()).textContent).toContain(message);
    await waitFor(() =>
      expect(screen.getByRole("radio", { name: "12:00 PM" })).toHaveProperty("checked", true),
    );
    expect(screen.getByLabelText("Day")).toHaveProperty("value", "2026-11-25");
    await user.click(placeOrder());
    await waitFor(() => expect(onPlaced).toHaveBeenCalled());
    expect(orderSent(requests)).toMatchObject({ scheduledFor: "2026-11-25T12:00:00.000Z" });
  });
});

describe("the checkout's amounts", () => {
  const check = (over: Partial<TDeliveryCheck> = {}): TDeliveryCheck => ({
    allowed: true,
    zone: "Downtown",
    reason: null,
    fee: "3.00",
    minimumOrder: "10.00",
    freeDeliveryOver: "50.00",
    etaMinutes: 25,
    ...over,
  });
  const here = { latitude: 40.7, longitude: -74 };
  const CHECK_URL = "GET /api/microsite/corner-shop/delivery/check?lat=40.7&lng=-74&subtotal=15.00";
  const detectHere = () => stubPosition(here);

  it("adds the fee of the zone the check found for this subtotal, and says what free delivery needs", async () => {
    detectHere();
    mockFetch({ [CHECK_URL]: { json: check() } });
    const { user } = renderApp(<Checkout zones />);
    expect(screen.getByTestId("checkout-fee").textContent).toBe("Set by your area");
    await user.click(screen.getByRole("button", { name: "Detect My Location" }));
    await waitFor(() => expect(screen.getByTestId("checkout-fee").textContent).toBe("$3.00"));
    expect(screen.getByTestId("checkout-subtotal").textContent).toBe("$15.00");
    expect(screen.getByTestId("checkout-total").textContent).toBe("$18.00");
    screen.getByText("Add $35.00 more for free delivery");
    expect(placeOrder().textContent).toBe("Place Order - $18.00");
  });

  it("a free delivery says Free", async () => {
    detectHere();
    mockFetch({ [CHECK_URL]: { json: check({ fee: "0.00", freeDeliveryOver: null }) } });
    const { user } = renderApp(<Checkout zones />);
    await user.click(screen.getByRole("button", { name: "Detect My Location" }));
    await waitFor(() => expect(screen.getByTestId("checkout-fee").textContent).toBe("Free"));
    expect(screen.queryByTestId("free-delivery-note")).toBeNull();
  });

  it("under the zone's minimum, says what is missing and keeps the order from going", async () => {
    detectHere();
    const { requests } = mockFetch({ [CHECK_URL]: { json: check({ minimumOrder: "20.00" }) } });
    const { user } = renderApp(<Checkout zones />);
    await user.click(screen.getByRole("button", { name: "Detect My Location" }));
    await fillIn(user);
    const minimum = "Minimum order for delivery here is $20.00: add $5.00 more";
    await waitFor(() => expect(screen.getByTestId("minimum-note").textContent).toContain(minimum));
    expect(placeOrder()).toHaveProperty("disabled", true);
    expect(screen.getByText(minimum, { selector: "#checkout-hint" })).toBeTruthy();
    await user.click(placeOrder());
    expect(requests.some((r) => r.url === "/api/orders")).toBe(false);
  });

  it("a store without zones adds its store-wide fee", () => {
    mockFetch({});
    renderApp(<Checkout merchant={testMerchant({ deliveryFee: "2.50" })} />);
    expect(screen.getByTestId("checkout-fee").textContent).toBe("$2.50");
    expect(screen.getByTestId("checkout-total").textContent).toBe("$17.50");
    expect(placeOrder().textContent).toBe("Place Order - $17.50");
  });

  it("a store without zones and without a fee delivers for free", () => {
    mockFetch({});
    renderApp(<Checkout />);
    expect(screen.getByTestId("checkout-fee").textContent).toBe("Free");
    expect(screen.getByTestId("checkout-total").textContent).toBe("$15.00");
  });
});

describe("the pin on the checkout's map", () => {
  const mapOf = () => screen.findByRole("region", { name: /^Map of your location/ });
  const allowed: TDeliveryCheck = {
    allowed: true,
    zone: "Downtown",
    reason: null,
    fee: "0.00",
    minimumOrder: "0.00",
    freeDeliveryOver: null,
    etaMinutes: null,
  };

  it("a tap on the map puts the pin there and checks it", async () => {
    const { requests } = mockFetch({});
    const { user } = renderApp(<Checkout zones />);
    const map = await mapOf();
    await user.click(map);
    await waitFor(() =>
      expect(
        requests.some((r) => /\/delivery\/check\?lat=[-\d.]+&lng=[-\d.]+&subtotal=15\.00$/.test(r.url)),
      ).toBe(true),
    );
  });

  it("Enter pins the map's centre; the order sends that point as a pin", async () => {
    const { requests } = mockFetch({
      "GET /api/microsite/corner-shop/delivery/check?lat=40.71&lng=-74.01&subtotal=15.00": { json: allowed },
      "POST /api/orders": { json: PLACED },
    });
    const onPlaced = vi.fn();
    const { user } = renderApp(<Checkout zones onPlaced={onPlaced} />);
    (await mapOf()).focus();
    await user.keyboard("{Enter}");
    expect(await screen.findByText("Great! You're in our delivery zone: Downtown")).toBeTruthy();
    await fillIn(user);
    await user.click(placeOrder());
    await waitFor(() => expect(onPlaced).toHaveBeenCalled());
    expect(orderSent(requests)).toMatchObject({ location: { lat: 40.71, lng: -74.01, source: "pin" } });
  });

  const checkAddressUrl = (address: string) =>
    `GET /api/microsite/corner-shop/delivery/check-address?address=${new URLSearchParams({ address }).get("address") === address ? encodeURIComponent(address).replace(/%20/g, "+") : ""}&subtotal=15.00`;
  const DOOR = {
    lat: 40.7246,
    lng: -73.9985,
    label: "88, Prince Street, SoHo",
    precision: "street" as const,
  };
  const CITY = {
    lat: 40.7127,
    lng: -74.006,
    label: "City of New York, New York",
    precision: "city" as const,
  };

  it("an address found at the door verifies; the order sends it once, as the delivery address and its point", async () => {
    const { requests } = mockFetch({
      [checkAddressUrl("88 Prince Street, New York, NY")]: {
        json: { verdict: "inside", found: DOOR, check: allowed, reason: null },
      },
      "POST /api/orders": { json: PLACED },
    });
    const onPlaced = vi.fn();
    const { user } = renderApp(<Checkout zones onPlaced={onPlaced} />);
    // One address field: the delivery check's.
    expect(screen.getAllByLabelText("Delivery Address *")).toHaveLength(1);
    await user.type(screen.getByLabelText("Full Name *"), "Ada Lovelace");
    await user.type(screen.getByLabelText("Phone Number *"), "555 010 0199");
    await user.type(screen.getByLabelText("Delivery Address *"), "88 Prince Street, New York, NY");
    const verdict = await screen.findByText(
      "Location verified - we deliver to your area!",
      {},
      { timeout: 3000 },
    );
    expect(verdict.closest("[role=status]")?.textContent).toContain("Delivering to Downtown");
    await user.click(placeOrder());
    await waitFor(() => expect(onPlaced).toHaveBeenCalled());
    expect(orderSent(requests)).toMatchObject({
      customer: { address: "88 Prince Street, New York, NY" },
      location: { lat: 40.7246, lng: -73.9985, source: "address" },
    });
  });

  it("an address found only as a city never verifies: it asks for the pin, and the pin then decides", async () => {
    const { requests } = mockFetch({
      [checkAddressUrl("120 Prince Street, New York, NY")]: {
        json: {
          verdict: "pin",
          found: CITY,
          check: null,
          reason: "We found City of New York, not your street: tap the map to put the pin on your door.",
        },
      },
      "GET /api/microsite/corner-shop/delivery/check?lat=40.7127&lng=-74.006&subtotal=15.00": {
        json: allowed,
      },
      "POST /api/orders": { json: PLACED },
    });
    const { user } = renderApp(<Checkout zones />);
    await fillIn(user);
    await user.clear(screen.getByLabelText("Delivery Address *"));
    await user.type(screen.getByLabelText("Delivery Address *"), "120 Prince Street, New York, NY");
    await screen.findByText(
      "We found City of New York, not your street: tap the map to put the pin on your door.",
      {},
      { timeout: 3000 },
    );
    expect(screen.queryByText("Location verified - we deliver to your area!")).toBeNull();
    expect(screen.queryByText("Outside delivery zone")).toBeNull();
    await user.click(placeOrder());
    const shown = await toast();
    expect(shown.textContent).toContain("tap the map to put the pin on your door");
    expect(requests.some((r) => r.url === "/api/orders")).toBe(false);
    // The map moved to the city without a pin: Enter pins its centre, and that check decides.
    (await mapOf()).focus();
    await user.keyboard("{Enter}");
    expect(await screen.findByText("Great! You're in our delivery zone: Downtown")).toBeTruthy();
    expect(
      screen.getAllByRole("status").filter((el) => /check-result$/.test(el.dataset.testid ?? "")),
    ).toHaveLength(1);
  });

  it("with no geocoder or a city-level answer after the shopper's own pin, the pin keeps deciding", async () => {
    const { requests } = mockFetch({
      "GET /api/microsite/corner-shop/delivery/check?lat=40.71&lng=-74.01&subtotal=15.00": { json: allowed },
      [checkAddressUrl("12 Analytical Street, London")]: {
        json: {
          verdict: "pin",
          found: null,
          check: null,
          reason: "No address search is set up here: place the pin on the map instead.",
        },
      },
      "POST /api/orders": { json: PLACED },
    });
    const onPlaced = vi.fn();
    const { user } = renderApp(<Checkout zones onPlaced={onPlaced} />);
    (await mapOf()).focus();
    await user.keyboard("{Enter}");
    await screen.findByText("Great! You're in our delivery zone: Downtown");
    await fillIn(user);
    await waitFor(() => expect(requests.some((r) => r.url.includes("/delivery/check-address?"))).toBe(true));
    // The door's pin still decides: verified, and the order goes with the pin and the typed address.
    expect(await screen.findByText("Great! You're in our delivery zone: Downtown")).toBeTruthy();
    expect(screen.queryByText(/No address search is set up/)).toBeNull();
    await user.click(placeOrder());
    await waitFor(() => expect(onPlaced).toHaveBeenCalled());
    expect(orderSent(requests)).toMatchObject({
      customer: { address: "12 Analytical Street, London" },
      location: { lat: 40.71, lng: -74.01, source: "pin" },
    });
  });

  it("the newest check replaces the last: an address outside after a pin inside shows only 'Outside'", async () => {
    mockFetch({
      "GET /api/microsite/corner-shop/delivery/check?lat=40.71&lng=-74.01&subtotal=15.00": { json: allowed },
      [checkAddressUrl("2000 Grand Concourse, Bronx, New York 10457")]: {
        json: {
          verdict: "outside",
          found: { lat: 40.8503, lng: -73.9016, label: "2000, Grand Concourse", precision: "street" },
          check: {
            ...allowed,
            allowed: false,
            zone: null,
            reason: "We're not delivering to this area yet. Coming soon!",
          },
          reason: null,
        },
      },
    });
    const { user } = renderApp(<Checkout zones />);
    (await mapOf()).focus();
    await user.keyboard("{Enter}");
    await screen.findByText("Great! You're in our delivery zone: Downtown");
    await user.type(
      screen.getByLabelText("Delivery Address *"),
      "2000 Grand Concourse, Bronx, New York 10457",
    );
    await screen.findByText("Outside delivery zone", {}, { timeout: 3000 });
    expect(screen.queryByText("Location verified - we deliver to your area!")).toBeNull();
    expect(
      screen.getAllByRole("status").filter((el) => /check-result$/.test(el.dataset.testid ?? "")),
    ).toHaveLength(1);
  });
});

describe("the checkout's discount code", () => {
  const CHECK_URL = "POST /api/microsite/corner-shop/discount";
  const WELCOME = { code: "WELCOME10", kind: "percent", value: "10.00", minimumSubtotal: "12.00" };

  async function apply(user: ReturnType<typeof renderApp>["user"], code: string) {
    await user.type(screen.getByLabelText("Discount code"), code);
    await user.click(screen.getByRole("button", { name: "Apply" }));
  }

  it("checks the code with the cart, shows its Discount line in the total, and sends it with the order", async () => {
    const { requests } = mockFetch({
      [CHECK_URL]: { json: WELCOME },
      "POST /api/orders": { status: 201, body: PLACED },
    });
    const { user } = renderApp(<Checkout />);
    await apply(user, "welcome10");

    expect((await screen.findByTestId("discount-applied")).textContent).toContain("WELCOME10· 10% off");
    expect(requests[0]).toEqual({
      method: "POST",
      url: "/api/microsite/corner-shop/discount",
      body: {
        code: "welcome10",
        items: [
          { productId: TEA.id, quantity: 2 },
          { productId: COFFEE.id, quantity: 1 },
        ],
        fulfilment: "delivery",
        phone: null,
      },
    });
    expect(screen.getByText("Discount (WELCOME10)")).toBeTruthy();
    expect(screen.getByTestId("checkout-discount").textContent).toBe("−$1.50");
    expect(screen.getByTestId("checkout-total").textContent).toBe("$13.50");
    expect(placeOrder().textContent).toBe("Place Order - $13.50");

    await fillIn(user);
    await user.click(placeOrder());
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]!.body).toMatchObject({ discountCode: "WELCOME10" });
  });

  it("shows the server's reason for a code it refuses, beside the field", async () => {
    mockFetch({ [CHECK_URL]: { status: 400, body: { message: '"NOPE" is not a valid discount code' } } });
    const { user } = renderApp(<Checkout />);
    await apply(user, "NOPE");
    expect((await screen.findByRole("alert")).textContent).toBe('"NOPE" is not a valid discount code');
    expect(screen.getByLabelText("Discount code").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByTestId("checkout-total").textContent).toBe("$15.00");
    // Typing again clears the message.
    await user.type(screen.getByLabelText("Discount code"), "X");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("when the order is refused for its code (used up meanwhile), puts the code back in the field with the reason and the full total", async () => {
    const usedUp = 'The code "WELCOME10" has been used up';
    mockFetch({
      [CHECK_URL]: { json: WELCOME },
      "POST /api/orders": {
        status: 409,
        body: { message: usedUp, issues: [{ path: ["discountCode"], message: usedUp }] },
      },
    });
    const onPlaced = vi.fn();
    const { user } = renderApp(<Checkout onPlaced={onPlaced} />);
    await apply(user, "WELCOME10");
    await screen.findByTestId("discount-applied");
    await fillIn(user);
    await user.click(placeOrder());

    expect((await toast()).textContent).toContain(usedUp);
    await waitFor(() => expect(screen.queryByTestId("discount-applied")).toBeNull());
    expect(screen.getByLabelText("Discount code")).toHaveProperty("value", "WELCOME10");
    expect(document.getElementById("discount-code-error")?.textContent).toBe(usedUp);
    expect(screen.getByTestId("checkout-total").textContent).toBe("$15.00");
    expect(onPlaced).not.toHaveBeenCalled();
  });

  it("when the cart falls under the code's minimum, says what is missing and holds the order until it is fixed or removed", async () => {
    const { requests } = mockFetch({
      [CHECK_URL]: { json: WELCOME },
      "POST /api/orders": { status: 201, body: PLACED },
    });
    const { user } = renderApp(<Checkout lines={[{ product: TEA, quantity: 2 }]} />);
    await apply(user, "WELCOME10");
    await screen.findByTestId("discount-applied");
    const missing = 'Add $3.00 more to use "WELCOME10" (minimum order $12.00)';
    expect(screen.getAllByText(missing).length).toBeGreaterThan(0);
    expect(screen.queryByTestId("checkout-discount")).toBeNull();
    expect(screen.getByTestId("checkout-total").textContent).toBe("$9.00");
    await fillIn(user);
    expect(placeOrder()).toHaveProperty("disabled", true);

    await user.click(screen.getByRole("button", { name: "Remove discount code WELCOME10" }));
    expect(screen.getByLabelText("Discount code")).toBeTruthy();
    expect(placeOrder()).toHaveProperty("disabled", false);
    await user.click(placeOrder());
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]!.body).not.toHaveProperty("discountCode");
  });
});

/** Where the browser goes: the test gateway's page, an address of this app. */
const REDIRECT = "/pay/test/tgs_1";
const here = () => `${window.location.pathname}${window.location.search}`;
const placedCard = (redirectUrl: string | null = REDIRECT) => ({
  id: "5f0c2f1e-1111-4222-8333-900000000042",
  trackingCode: "TRACK042",
  status: "pending",
  paymentMethod: "card",
  paymentStatus: "awaiting_payment",
  payment: { method: "card", status: "awaiting_payment", redirectUrl },
});
const NO_INR = { razorpay: false, upi: false };
const CASH_AND_CARD = { cash: true, card: true, ...NO_INR };

const submitButton = () =>
  screen.getByRole("button", { name: /Place Order|Continue to Payment|Processing|Opening/ });
const sentOrders = (requests: ReturnType<typeof mockFetch>["requests"]) =>
  requests.filter((r) => r.url === "/api/orders").map((r) => r.body as { paymentMethod?: string });
const orderKeys = (fetchMock: ReturnType<typeof mockFetch>["fetchMock"]) =>
  fetchMock.mock.calls
    .filter(([url]) => url === "/api/orders")
    .map(([, init]) => (init?.headers as Record<string, string> | undefined)?.["Idempotency-Key"]);

describe("the checkout's payment", () => {
  it("a store without cards (or a server before issue 41): no choice, cash on delivery, and paymentMethod cash", async () => {
    const { requests } = mockFetch({ "POST /api/orders": { json: placedCard(null) } });
    const { user } = renderApp(
      <Checkout merchant={testMerchant({ payments: { cash: true, card: false, ...NO_INR } })} />,
    );
    expect(screen.queryByRole("group", { name: "Payment" })).toBeNull();
    expect(screen.getByTestId("payment-method").textContent).toContain("Payment: cash on delivery.");
    await fillIn(user);
    expect(submitButton().textContent).toBe("Place Order - $15.00");
    await user.click(submitButton());
    await waitFor(() => expect(sentOrders(requests)).toHaveLength(1));
    expect(sentOrders(requests)[0]!.paymentMethod).toBe("cash");
  });

  it("cash and card: the shopper chooses, Cash named for the fulfilment; cash is today's order", async () => {
    mockFetch({});
    const { user } = renderApp(<Checkout merchant={testMerchant({ payments: CASH_AND_CARD })} />);
    const choice = within(screen.getByRole("group", { name: "Payment" }));
    expect(choice.getByRole("radio", { name: "Cash Cash on delivery" })).toHaveProperty("checked", true);
    expect(choice.getByRole("radio", { name: "Card Pay online now" })).toHaveProperty("checked", false);
    expect(submitButton().textContent).toBe("Place Order - $15.00");

    await user.click(choice.getByRole("radio", { name: /^Card/ }));
    expect(screen.getByTestId("payment-method").textContent).toContain("Payment: card.");
    expect(submitButton().textContent).toBe("Continue to Payment - $15.00");
  });

  it("at pickup, the cash option says cash at pickup", () => {
    mockFetch({});
    renderApp(
      <Checkout
        merchant={testMerchant({ payments: CASH_AND_CARD, fulfilment: { delivery: false, pickup: true } })}
      />,
    );
    screen.getByRole("radio", { name: "Cash Cash at pickup" });
    expect(screen.getByTestId("payment-method").textContent).toContain("Payment: cash on pickup.");
  });

  it("card: sends paymentMethod card, leaves for the payment page and keeps the cart", async () => {
    const { requests } = mockFetch({ "POST /api/orders": { json: placedCard() } });
    const onPlaced = vi.fn();
    const { user } = renderApp(
      <Checkout merchant={testMerchant({ payments: CASH_AND_CARD })} onPlaced={onPlaced} />,
    );
    await fillIn(user);
    await user.click(screen.getByRole("radio", { name: /^Card/ }));
    await user.click(submitButton());

    await waitFor(() => expect(here()).toBe(REDIRECT));
    expect(sentOrders(requests).map((o) => o.paymentMethod)).toEqual(["card"]);
    expect(onPlaced).not.toHaveBeenCalled();
    // The cart is still on screen (the success view empties it once the payment is confirmed).
    screen.getByText("2 × $4.50");
    expect(submitButton().textContent).toBe(" Opening the payment page...");
    expect(submitButton()).toHaveProperty("disabled", true);
  });

  it("a store that takes only cards: no choice, card it is", async () => {
    const { requests } = mockFetch({ "POST /api/orders": { json: placedCard() } });
    const { user } = renderApp(
      <Checkout merchant={testMerchant({ payments: { cash: false, card: true, ...NO_INR } })} />,
    );
    expect(screen.queryByRole("group", { name: "Payment" })).toBeNull();
    expect(screen.getByTestId("payment-method").textContent).toContain("Payment: card.");
    await fillIn(user);
    await user.click(submitButton());
    await waitFor(() => expect(here()).toBe(REDIRECT));
    expect(sentOrders(requests).map((o) => o.paymentMethod)).toEqual(["card"]);
  });

  it("when the payment cannot be started (503), says so beside the button; a retry is the same order (same key)", async () => {
    const replies: (() => Reply)[] = [
      () => ({ status: 503, body: { message: PAYMENT_MESSAGES.providerDown } }),
      () => ({ json: placedCard() }),
    ];
    const { fetchMock } = mockFetch({ "POST /api/orders": () => replies.shift()!() });
    const { user } = renderApp(
      <Checkout merchant={testMerchant({ payments: { cash: false, card: true, ...NO_INR } })} />,
    );
    await fillIn(user);
    await user.click(submitButton());

    expect((await screen.findByRole("alert")).textContent).toBe(PAYMENT_MESSAGES.providerDown);
    expect(here()).not.toBe(REDIRECT);
    expect(submitButton()).toHaveProperty("disabled", false);
    screen.getByText("2 × $4.50");

    await user.click(submitButton());
    await waitFor(() => expect(here()).toBe(REDIRECT));
    const [first, retry] = orderKeys(fetchMock);
    expect(first).toBeTruthy();
    expect(retry).toBe(first);
    expect(screen.queryByText(PAYMENT_MESSAGES.providerDown)).toBeNull();
  });

  it("back from the payment page (payment=cancelled): a gentle note over the cart as it was", () => {
    mockFetch({});
    renderApp(<Checkout merchant={testMerchant({ payments: CASH_AND_CARD })} />, {
      path: "/microsite/corner-shop?view=checkout&payment=cancelled",
    });
    expect(screen.getByRole("status").textContent?.trim()).toBe(PAYMENT_SHOPPER_MESSAGES.checkoutCancelled);
    screen.getByText("2 × $4.50");
    expect(screen.getByTestId("checkout-total").textContent).toBe("$15.00");
  });

  it("back from the payment page after a full page load: the form and the choice as they were, and the same order (same key)", async () => {
    const { fetchMock } = mockFetch({ "POST /api/orders": { json: placedCard() } });
    const merchant = testMerchant({ payments: CASH_AND_CARD });
    const away = renderApp(<Checkout merchant={merchant} />);
    await fillIn(away.user);
    await away.user.click(screen.getByRole("radio", { name: /^Card/ }));
    await away.user.click(submitButton());
    await waitFor(() => expect(here()).toBe(REDIRECT));
    // The payment page was another site: this page is gone, and a new one loads on the way back.
    away.unmount();

    const back = renderApp(<Checkout merchant={merchant} />, {
      path: "/microsite/corner-shop?view=checkout&payment=cancelled",
    });
    expect(screen.getByLabelText("Full Name *")).toHaveProperty("value", "  Ada Lovelace ");
    expect(screen.getByLabelText("Delivery Address *")).toHaveProperty(
      "value",
      "12 Analytical Street, London",
    );
    expect(screen.getByRole("radio", { name: /^Card/ })).toHaveProperty("checked", true);
    await back.user.click(submitButton());
    await waitFor(() => expect(orderKeys(fetchMock)).toHaveLength(2));
    const [first, again] = orderKeys(fetchMock);
    expect(again).toBe(first);
  });

  it("a new visit to the checkout starts empty, whatever an earlier trip to the payment page kept", async () => {
    mockFetch({ "POST /api/orders": { json: placedCard() } });
    const merchant = testMerchant({ payments: CASH_AND_CARD });
    const away = renderApp(<Checkout merchant={merchant} />);
    await fillIn(away.user);
    await away.user.click(screen.getByRole("radio", { name: /^Card/ }));
    await away.user.click(submitButton());
    await waitFor(() => expect(here()).toBe(REDIRECT));
    away.unmount();

    renderApp(<Checkout merchant={merchant} />, { path: "/microsite/corner-shop?view=checkout" });
    expect(screen.getByLabelText("Full Name *")).toHaveProperty("value", "");
  });

  it("without payment=cancelled, no such note", () => {
    mockFetch({});
    renderApp(<Checkout merchant={testMerchant({ payments: CASH_AND_CARD })} />, {
      path: "/microsite/corner-shop?view=checkout",
    });
    expect(screen.queryByText(PAYMENT_SHOPPER_MESSAGES.checkoutCancelled)).toBeNull();
  });
});

describe("the checkout restored by the browser's Back from the payment page", () => {
  it("is usable again (not stuck on 'Opening the payment page')", async () => {
    mockFetch({ "POST /api/orders": { json: placedCard() } });
    const { user } = renderApp(
      <Checkout merchant={testMerchant({ payments: { cash: false, card: true, ...NO_INR } })} />,
    );
    await fillIn(user);
    await user.click(submitButton());
    await waitFor(() => expect(submitButton()).toHaveProperty("disabled", true));
    act(() => {
      window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }));
    });
    expect(submitButton()).toHaveProperty("disabled", false);
    expect(submitButton().textContent).toBe("Continue to Payment - $15.00");
  });
});

describe("the checkout in the shopper's language (issue 45 item 3)", () => {
  it("reads in Spanish: its fields, the slots' days, how it is paid, and the server's refusal of a full slot", async () => {
    const message = "The Today 7:00 PM slot is full. The next free slot is Tomorrow 12:00 PM.";
    mockFetch({
      [SLOTS_URL]: { json: SLOTS },
      "POST /api/orders": {
        status: 409,
        body: { message, nextSlot: { startsAt: "2026-11-25T12:00:00.000Z", label: "Tomorrow 12:00 PM" } },
      },
    });
    const later = testMerchant({ scheduledOrders: { enabled: true, leadMinutes: 45 } });
    const { user } = renderApp(
      <StoreLanguage store={{ languages: ["en", "es"], defaultLanguage: "en", locale: "en-US" }}>
        <Checkout merchant={later} />
      </StoreLanguage>,
      { path: "/?lang=es" },
    );
    await screen.findByRole("heading", { name: "Finalizar compra" });
    screen.getByRole("region", { name: "Resumen del pedido" });
    screen.getByText("Escribe tu nombre, número de teléfono y dirección de entrega para hacer el pedido.");

    await user.click(screen.getByRole("radio", { name: "Programar para más tarde" }));
    expect(await screen.findByRole("radio", { name: "6:30 PM Lleno" })).toHaveProperty("disabled", true);
    const days = within(screen.getByLabelText("Día")).getAllByRole("option");
    expect(days.map((day) => day.textContent)).toEqual(["Hoy", "Mañana"]);
    await user.click(screen.getByRole("radio", { name: "7:00 PM" }));
    await user.type(screen.getByLabelText("Nombre completo *"), "Ada Lovelace");
    await user.type(screen.getByLabelText("Número de teléfono *"), "555 010 0199");
    await user.type(screen.getByLabelText("Dirección de entrega *"), "12 Analytical Street, London");
    expect(screen.getByTestId("payment-method").textContent).toBe(
      "Pago: efectivo contra entrega. Pagas $15.00 cuando llegue tu pedido; no se cobra nada ahora.",
    );

    await user.click(screen.getByRole("button", { name: "Hacer pedido - $15.00" }));
    expect((await screen.findByTestId("slot-notice")).textContent).toContain(
      "El horario Hoy 7:00 PM está lleno. El siguiente horario libre es Mañana 12:00 PM.",
    );
    expect((await toast()).textContent).toContain("No se pudo hacer tu pedido");
  });
});

/** A store in Indian rupees offering every method (issue 46). */
const EVERY_METHOD = { cash: true, card: true, razorpay: true, upi: true };
const RAZORPAY_PAGE = "https://rzp.io/i/Nn4kQ1b";
const UPI_URL = "upi://pay?pa=cornershop%40okhdfcbank&pn=Corner%20Shop&am=15.00&cu=INR&tr=TRACK042";
const placedWith = (method: "razorpay" | "upi") => ({
  ...PLACED,
  paymentMethod: method,
  paymentStatus: "awaiting_payment",
  payment: {
    method,
    status: "awaiting_payment",
    redirectUrl: method === "razorpay" ? RAZORPAY_PAGE : null,
    upiUrl: method === "upi" ? UPI_URL : null,
  },
});

describe("the checkout's Razorpay and UPI (issue 46)", () => {
  it("offers the store's methods beside Cash and Card, each with what it means", async () => {
    mockFetch({});
    const { user } = renderApp(<Checkout merchant={testMerchant({ payments: EVERY_METHOD })} />);
    const choice = within(screen.getByRole("group", { name: "Payment" }));
    expect(choice.getAllByRole("radio").map((radio) => radio.closest("label")?.textContent)).toEqual([
      "Cash Cash on delivery",
      "Card Pay online now",
      "Razorpay UPI, card or netbanking, now",
      "UPI From your UPI app, after ordering",
    ]);
    expect(choice.getByRole("radio", { name: /^Cash/ })).toHaveProperty("checked", true);

    await user.click(choice.getByRole("radio", { name: /^Razorpay/ }));
    expect(screen.getByTestId("payment-method").textContent).toContain("Payment: Razorpay.");
    expect(submitButton().textContent).toBe("Continue to Payment - $15.00");

    await user.click(choice.getByRole("radio", { name: /^UPI/ }));
    expect(screen.getByTestId("payment-method").textContent).toBe(
      "Payment: UPI. Once your order is placed, you pay $15.00 from your UPI app straight to the store, which confirms the payment by hand.",
    );
    expect(submitButton().textContent).toBe("Place Order - $15.00");
  });

  it("only cash and UPI: the choice has those two, and no card", () => {
    mockFetch({});
    renderApp(
      <Checkout
        merchant={testMerchant({ payments: { cash: true, card: false, razorpay: false, upi: true } })}
      />,
    );
    const choice = within(screen.getByRole("group", { name: "Payment" }));
    expect(choice.getAllByRole("radio").map((radio) => radio.getAttribute("value"))).toEqual(["cash", "upi"]);
  });

  it("a store that takes only UPI: no choice, UPI it is", async () => {
    const { requests } = mockFetch({ "POST /api/orders": { json: placedWith("upi") } });
    const { user } = renderApp(
      <Checkout
        merchant={testMerchant({ payments: { cash: false, card: false, razorpay: false, upi: true } })}
      />,
    );
    expect(screen.queryByRole("group", { name: "Payment" })).toBeNull();
    expect(screen.getByTestId("payment-method").textContent).toContain("Payment: UPI.");
    await fillIn(user);
    await user.click(submitButton());
    await waitFor(() => expect(sentOrders(requests).map((o) => o.paymentMethod)).toEqual(["upi"]));
  });

  it("Razorpay: sends paymentMethod razorpay, leaves for Razorpay's page (a full page load) and keeps the cart and the trip", async () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    const { requests } = mockFetch({ "POST /api/orders": { json: placedWith("razorpay") } });
    const onPlaced = vi.fn();
    const { user } = renderApp(
      <Checkout merchant={testMerchant({ payments: EVERY_METHOD })} onPlaced={onPlaced} />,
    );
    await fillIn(user);
    await user.click(screen.getByRole("radio", { name: /^Razorpay/ }));
    await user.click(submitButton());

    await waitFor(() => expect(assign).toHaveBeenCalledWith(RAZORPAY_PAGE));
    expect(sentOrders(requests).map((o) => o.paymentMethod)).toEqual(["razorpay"]);
    expect(onPlaced).not.toHaveBeenCalled();
    screen.getByText("2 × $4.50");
    expect(submitButton().textContent).toBe(" Opening the payment page...");
    const trip = JSON.parse(sessionStorage.getItem("storelaunch:payment-trip:corner-shop") ?? "null");
    expect(trip?.paymentMethod).toBe("razorpay");
  });

  it("Razorpay that cannot be started (503): said beside the button, and a retry is the same order", async () => {
    const replies: (() => Reply)[] = [
      () => ({ status: 503, body: { message: PAYMENT_MESSAGES.providerDown } }),
      () => ({ json: placedWith("razorpay") }),
    ];
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    const { fetchMock } = mockFetch({ "POST /api/orders": () => replies.shift()!() });
    const { user } = renderApp(
      <Checkout
        merchant={testMerchant({ payments: { cash: false, card: false, razorpay: true, upi: false } })}
      />,
    );
    await fillIn(user);
    await user.click(submitButton());
    expect((await screen.findByTestId("payment-problem")).textContent).toBe(PAYMENT_MESSAGES.providerDown);
    await user.click(submitButton());
    await waitFor(() => expect(assign).toHaveBeenCalledWith(RAZORPAY_PAGE));
    const [first, retry] = orderKeys(fetchMock);
    expect(retry).toBe(first);
  });

  it("UPI: places the order, empties the cart as for cash (the order holds its stock) and shows it", async () => {
    const { requests } = mockFetch({ "POST /api/orders": { json: placedWith("upi") } });
    const onPlaced = vi.fn();
    const { user } = renderApp(
      <Checkout merchant={testMerchant({ payments: EVERY_METHOD })} onPlaced={onPlaced} />,
    );
    await fillIn(user);
    await user.click(screen.getByRole("radio", { name: /^UPI/ }));
    await user.click(submitButton());

    await waitFor(() => expect(onPlaced).toHaveBeenCalledTimes(1));
    expect(onPlaced.mock.calls[0]![0]).toMatchObject({ trackingCode: "TRACK042" });
    expect(sentOrders(requests).map((o) => o.paymentMethod)).toEqual(["upi"]);
    expect(window.location.pathname).toBe("/");
    // The cart went with the order.
    screen.getByText("Your cart is empty");
    expect(sessionStorage.getItem("storelaunch:payment-trip:corner-shop")).toBeNull();
  });

  it("reads in Hindi: the methods and how UPI is paid", async () => {
    mockFetch({});
    const { user } = renderApp(
      <StoreLanguage store={{ languages: ["en", "hi"], defaultLanguage: "en", locale: "en-IN" }}>
        <Checkout merchant={testMerchant({ payments: EVERY_METHOD })} />
      </StoreLanguage>,
      { path: "/?lang=hi" },
    );
    const upi = await screen.findByRole("radio", { name: "UPI ऑर्डर के बाद अपने UPI ऐप से" });
    await user.click(upi);
    expect(screen.getByTestId("payment-method").textContent).toContain("भुगतान: UPI।");
  });
});
