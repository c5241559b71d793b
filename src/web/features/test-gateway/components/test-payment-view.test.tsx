import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PAYMENT_SHOPPER_MESSAGES, TEST_GATEWAY_MESSAGES } from "#contracts/payment-messages";
import type { TTestGatewaySession } from "#contracts/payments";
import { mockFetch, type Reply } from "#tests/web/fetch";
import { renderApp } from "#tests/web/render";
import { TestPaymentView } from "./test-payment-view";

const SESSION_URL = "GET /api/payments/test-gateway/sessions/tgs_1";
const PAY_URL = "POST /api/payments/test-gateway/sessions/tgs_1/pay";
const SUCCESS = "/microsite/bella-napoli?view=order-success&order=o1&code=T1&payment=return";
const CANCEL = "/microsite/bella-napoli?view=checkout&payment=cancelled";

const session = (over: Partial<TTestGatewaySession> = {}): TTestGatewaySession => ({
  sessionId: "tgs_1",
  storeName: "Bella Napoli Trattoria",
  amount: "23.50",
  currency: "usd",
  state: "open",
  capture: "checkout",
  successUrl: SUCCESS,
  cancelUrl: CANCEL,
  ...over,
});

function open(pay?: Reply | (() => Reply), over: Partial<TTestGatewaySession> = {}) {
  const routes: Parameters<typeof mockFetch>[0] = { [SESSION_URL]: { json: session(over) } };
  if (pay) routes[PAY_URL] = pay;
  const mocked = mockFetch(routes);
  return { ...mocked, ...renderApp(<TestPaymentView sessionId="tgs_1" />, { path: "/pay/test/tgs_1" }) };
}

const here = () => `${window.location.pathname}${window.location.search}`;
const cardField = () => screen.getByLabelText("Card number");
const payButton = () => screen.getByRole("button", { name: /^Pay \$|Paying/ });

describe("the test gateway's payment page", () => {
  it("says in large letters that no money moves, with the store, the amount, the test cards and the way back", async () => {
    open();
    expect(await screen.findByRole("heading", { name: "Bella Napoli Trattoria" })).toBeTruthy();
    expect(screen.getByTestId("test-banner").textContent).toBe(PAYMENT_SHOPPER_MESSAGES.testGatewayBanner);
    expect(screen.getByTestId("pay-amount").textContent).toBe("$23.50");
    expect(payButton().textContent?.trim()).toBe("Pay $23.50");
    expect(cardField().getAttribute("aria-describedby")).toBe("card-hints");
    expect(screen.getByText("4242 4242 4242 4242").closest("li")?.textContent).toBe(
      "4242 4242 4242 4242 pays",
    );
    expect(screen.getByText("4000 0000 0000 0002").closest("li")?.textContent).toBe(
      "4000 0000 0000 0002 is declined",
    );
    expect(screen.getByRole("link", { name: "Back to the store" }).getAttribute("href")).toBe(CANCEL);
  });

  it("pays with 4242…, sends the number as typed, and goes back to the store's success view", async () => {
    const { requests, user } = open({ json: { redirectUrl: SUCCESS } });
    await user.type(await screen.findByLabelText("Card number"), "4242 4242 4242 4242");
    await user.keyboard("{Enter}");
    await waitFor(() => expect(here()).toBe(SUCCESS));
    expect(requests.find((r) => r.method === "POST")?.body).toEqual({ cardNumber: "4242 4242 4242 4242" });
  });

  it("a test card's number fills the field when chosen", async () => {
    const { user } = open();
    await user.click(await screen.findByRole("button", { name: "4000 0000 0000 0002" }));
    expect(cardField()).toHaveProperty("value", "4000 0000 0000 0002");
  });

  it("declined (402): 'Your card was declined.', and the shopper can try another card", async () => {
    const replies: (() => Reply)[] = [
      () => ({ status: 402, body: { message: "Your card was declined." } }),
      () => ({ json: { redirectUrl: SUCCESS } }),
    ];
    const { user } = open(() => replies.shift()!());
    await user.type(await screen.findByLabelText("Card number"), "4000000000000002");
    await user.click(payButton());
    expect((await screen.findByRole("alert")).textContent).toBe(TEST_GATEWAY_MESSAGES.declined);
    expect(cardField().getAttribute("aria-invalid")).toBe("true");
    expect(here()).toBe("/pay/test/tgs_1");

    await user.clear(cardField());
    await user.type(cardField(), "4242424242424242");
    await user.click(payButton());
    await waitFor(() => expect(here()).toBe(SUCCESS));
  });

  it("another number: the gateway's own hint", async () => {
    const hint = "Use 4242 4242 4242 4242 (paid) or 4000 0000 0000 0002 (declined): this is a test gateway";
    const { user } = open({ status: 400, body: { message: hint } });
    await user.type(await screen.findByLabelText("Card number"), "1234");
    await user.click(payButton());
    expect((await screen.findByRole("alert")).textContent).toBe(hint);
  });

  it("an expired session: says so, no form, and the way back to the store", async () => {
    open(undefined, { state: "expired" });
    expect((await screen.findByRole("alert")).textContent).toBe(TEST_GATEWAY_MESSAGES.expired);
    expect(screen.queryByLabelText("Card number")).toBeNull();
    expect(screen.getByRole("link", { name: "Back to the store" }).getAttribute("href")).toBe(CANCEL);
  });

  it("expiring while open (409): the expired message replaces the form", async () => {
    const { user } = open({ status: 409, body: { message: "This payment page has expired." } });
    await user.type(await screen.findByLabelText("Card number"), "4242424242424242");
    await user.click(payButton());
    expect((await screen.findByRole("alert")).textContent).toBe(TEST_GATEWAY_MESSAGES.expired);
    expect(screen.queryByLabelText("Card number")).toBeNull();
  });

  it("an unknown session: says the page does not exist", async () => {
    mockFetch({ [SESSION_URL]: { status: 404, body: { message: "Payment session not found" } } });
    renderApp(<TestPaymentView sessionId="tgs_1" />);
    expect(await screen.findByRole("heading", { name: "Payment not found" })).toBeTruthy();
  });
});
