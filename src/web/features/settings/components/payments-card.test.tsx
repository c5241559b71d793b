import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PAYMENT_MESSAGES, type TPaymentSettings } from "#contracts/payments";
import { mockFetch } from "#tests/web/fetch";
import { renderApp } from "#tests/web/render";
import { PaymentsCard } from "./payments-card";

const URL = "/api/merchant/payments";
const CONNECT = "/api/merchant/payments/stripe/connect";

/** A store on a server with Stripe, not connected yet: cash only, capture on confirm (a restaurant). */
const settingsOf = (over: Partial<TPaymentSettings> = {}): TPaymentSettings => ({
  methods: { cash: true, card: false },
  captureOn: "confirm",
  unpaidExpiryMinutes: 30,
  provider: "stripe",
  stripe: { accountId: null, chargesEnabled: false },
  available: { stripe: true, testGateway: false },
  ...over,
});

const puts = (requests: { method: string; body: unknown }[]) =>
  requests.filter((r) => r.method === "PUT").map((r) => r.body);

describe("the Settings tab's payments", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("keeps Card off until Stripe can take charges, and sends the merchant to Stripe's onboarding", async () => {
    const { requests } = mockFetch({
      [`GET ${URL}`]: { json: settingsOf() },
      [`POST ${CONNECT}`]: { json: { url: "https://connect.stripe.test/setup/acct_1" } },
    });
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    const { user } = renderApp(<PaymentsCard />, { path: "/dashboard?tab=settings" });
    const card = (await screen.findByLabelText("Card")) as HTMLInputElement;
    expect(card.disabled).toBe(true);
    expect(card.checked).toBe(false);
    expect(screen.getByText("Connect a Stripe account that can take charges first.")).toBeTruthy();
    expect((screen.getByLabelText("Cash") as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText("When I confirm the order") as HTMLInputElement).checked).toBe(true);

    await user.click(screen.getByRole("button", { name: "Connect Stripe" }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith("https://connect.stripe.test/setup/acct_1"));
    expect(requests.filter((r) => r.method === "POST").map((r) => r.url)).toEqual([CONNECT]);
  });

  it("back from Stripe, says the account is still being checked, and reads it again on request", async () => {
    let chargesEnabled = false;
    mockFetch({
      [`GET ${URL}`]: () => ({
        json: settingsOf({ stripe: { accountId: "acct_1Bella", chargesEnabled } }),
      }),
    });
    const { user } = renderApp(<PaymentsCard />, { path: "/dashboard?tab=settings&stripe=return" });
    expect(await screen.findByText(/Stripe is still checking your account/)).toBeTruthy();
    expect(screen.getByText("(acct_1Bella)")).toBeTruthy();
    expect((screen.getByLabelText("Card") as HTMLInputElement).disabled).toBe(true);

    chargesEnabled = true;
    await user.click(screen.getByRole("button", { name: "Check again" }));
    expect(await screen.findByText(/Stripe account connected: can take charges/)).toBeTruthy();
    expect((screen.getByLabelText("Card") as HTMLInputElement).disabled).toBe(false);
  });

  it("saves cards, capture at checkout and the unpaid limit once the account takes charges, and refuses bad input first", async () => {
    const connected = settingsOf({ stripe: { accountId: "acct_1Bella", chargesEnabled: true } });
    const { requests } = mockFetch({
      [`GET ${URL}`]: { json: connected },
      [`PUT ${URL}`]: ({ body }) => ({ json: { ...connected, ...(body as object) } }),
    });
    const { user } = renderApp(<PaymentsCard />);
    const cash = await screen.findByLabelText("Cash");
    await user.click(cash);
    await user.click(screen.getByRole("button", { name: "Save payments" }));
    expect(await screen.findByText(PAYMENT_MESSAGES.methodsNone)).toBeTruthy();

    await user.click(screen.getByLabelText("Card"));
    const minutes = screen.getByLabelText("Let unpaid orders go after (minutes)");
    await user.clear(minutes);
    await user.type(minutes, "2");
    await user.click(screen.getByRole("button", { name: "Save payments" }));
    expect(await screen.findByText(PAYMENT_MESSAGES.unpaidExpiry)).toBeTruthy();
    expect(puts(requests)).toEqual([]);

    await user.clear(minutes);
    await user.type(minutes, "45");
    await user.click(screen.getByLabelText("At checkout"));
    await user.click(screen.getByRole("button", { name: "Save payments" }));
    expect(await screen.findByText("Payments saved")).toBeTruthy();
    expect(puts(requests)).toEqual([
      {
        methods: { cash: false, card: true },
        captureOn: "checkout",
        unpaidExpiryMinutes: 45,
        provider: "stripe",
      },
    ]);
  });

  it("without Stripe on the server, says the operator must set it up and offers the test gateway", async () => {
    const { requests } = mockFetch({
      [`GET ${URL}`]: {
        json: settingsOf({ available: { stripe: false, testGateway: true } }),
      },
      [`PUT ${URL}`]: { status: 400, body: { message: PAYMENT_MESSAGES.cardUnavailable } },
    });
    const { user } = renderApp(<PaymentsCard />);
    expect(
      await screen.findByText(/Card payments need Stripe, which the operator of this server has not set up/),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Connect Stripe" })).toBeNull();
    const card = screen.getByLabelText("Card") as HTMLInputElement;
    expect(card.disabled).toBe(true);
    expect(
      screen.getByText("Needs Stripe, which this server has not set up: try the test gateway below."),
    ).toBeTruthy();

    await user.click(screen.getByLabelText("Use the test gateway (no money moves)"));
    expect(card.disabled).toBe(false);
    await user.click(card);
    await user.click(screen.getByRole("button", { name: "Save payments" }));
    // The server's refusal shows where it belongs: under the methods.
    expect(await screen.findByText(PAYMENT_MESSAGES.cardUnavailable)).toBeTruthy();
    expect(puts(requests)).toEqual([
      {
        methods: { cash: true, card: true },
        captureOn: "confirm",
        unpaidExpiryMinutes: 30,
        provider: "test",
      },
    ]);
  });
});
