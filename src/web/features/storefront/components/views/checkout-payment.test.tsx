import { act, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { PAYMENT_SHOPPER_MESSAGES } from "#contracts/payment-messages";
import { PAYMENT_MESSAGES } from "#contracts/payments";
import type { TMicrositeMerchant } from "#contracts/storefront";
import { mockFetch, type Reply } from "#tests/web/fetch";
import { renderApp } from "#tests/web/render";
import { COFFEE, TEA, testMerchant } from "#tests/web/storefront";
import { useCheckout } from "#web/features/storefront/hooks/use-checkout";
import type { CartLine } from "#web/lib/cart-storage";
import { leavePageFor } from "#web/lib/leave-page";
import { CheckoutView } from "./checkout-view";

// Leaving for the payment page is a full page load, which jsdom cannot do: the test sees where to.
vi.mock("#web/lib/leave-page", () => ({ leavePageFor: vi.fn() }));

const CART: CartLine[] = [
  { product: TEA, quantity: 2 },
  { product: COFFEE, quantity: 1 },
];
const REDIRECT = "http://localhost/pay/test/tgs_1";
const placedCard = (redirectUrl: string | null = REDIRECT) => ({
  id: "5f0c2f1e-1111-4222-8333-900000000042",
  trackingCode: "TRACK042",
  status: "pending",
  paymentMethod: "card",
  paymentStatus: "awaiting_payment",
  payment: { method: "card", status: "awaiting_payment", redirectUrl },
});
const CASH_AND_CARD = { cash: true, card: true };

function Checkout({
  merchant,
  onPlaced = () => {},
}: {
  merchant: TMicrositeMerchant;
  onPlaced?: (order: { id: string; trackingCode: string }) => void;
}) {
  const [cart, setCart] = useState(CART);
  const checkout = useCheckout({
    slug: "corner-shop",
    lines: cart,
    delivery: null,
    clearCart: () => setCart([]),
    onPlaced,
    merchant,
  });
  return (
    <CheckoutView
      lines={cart}
      checkout={checkout}
      merchant={merchant}
      delivery={null}
      onContinue={() => {}}
    />
  );
}

const submitButton = () =>
  screen.getByRole("button", { name: /Place Order|Continue to Payment|Processing|Opening/ });
const sentOrders = (requests: ReturnType<typeof mockFetch>["requests"]) =>
  requests.filter((r) => r.url === "/api/orders").map((r) => r.body as { paymentMethod?: string });
const keysSent = (fetchMock: ReturnType<typeof mockFetch>["fetchMock"]) =>
  fetchMock.mock.calls
    .filter(([url]) => url === "/api/orders")
    .map(([, init]) => (init?.headers as Record<string, string> | undefined)?.["Idempotency-Key"]);

async function fillIn(user: ReturnType<typeof renderApp>["user"], address = true) {
  await user.type(screen.getByLabelText("Full Name *"), "Ada Lovelace");
  await user.type(screen.getByLabelText("Phone Number *"), "555 010 0199");
  if (address) await user.type(screen.getByLabelText("Delivery Address *"), "12 Analytical Street, London");
}

beforeEach(() => vi.mocked(leavePageFor).mockClear());

describe("the checkout's payment", () => {
  it("a store without cards (or a server before issue 41): no choice, cash on delivery, and paymentMethod cash", async () => {
    const { requests } = mockFetch({ "POST /api/orders": { json: placedCard(null) } });
    const { user } = renderApp(
      <Checkout merchant={testMerchant({ payments: { cash: true, card: false } })} />,
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

    await waitFor(() => expect(leavePageFor).toHaveBeenCalledWith(REDIRECT));
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
      <Checkout merchant={testMerchant({ payments: { cash: false, card: true } })} />,
    );
    expect(screen.queryByRole("group", { name: "Payment" })).toBeNull();
    expect(screen.getByTestId("payment-method").textContent).toContain("Payment: card.");
    await fillIn(user);
    await user.click(submitButton());
    await waitFor(() => expect(leavePageFor).toHaveBeenCalledWith(REDIRECT));
    expect(sentOrders(requests).map((o) => o.paymentMethod)).toEqual(["card"]);
  });

  it("when the payment cannot be started (503), says so beside the button; a retry is the same order (same key)", async () => {
    const replies: (() => Reply)[] = [
      () => ({ status: 503, body: { message: PAYMENT_MESSAGES.providerDown } }),
      () => ({ json: placedCard() }),
    ];
    const { fetchMock } = mockFetch({ "POST /api/orders": () => replies.shift()!() });
    const { user } = renderApp(
      <Checkout merchant={testMerchant({ payments: { cash: false, card: true } })} />,
    );
    await fillIn(user);
    await user.click(submitButton());

    expect((await screen.findByRole("alert")).textContent).toBe(PAYMENT_MESSAGES.providerDown);
    expect(leavePageFor).not.toHaveBeenCalled();
    expect(submitButton()).toHaveProperty("disabled", false);
    screen.getByText("2 × $4.50");

    await user.click(submitButton());
    await waitFor(() => expect(leavePageFor).toHaveBeenCalledWith(REDIRECT));
    const [first, retry] = keysSent(fetchMock);
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
      <Checkout merchant={testMerchant({ payments: { cash: false, card: true } })} />,
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
