import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PAYMENT_MESSAGES, type TPaymentSettings } from "#contracts/payments";
import { mockFetch } from "#tests/web/fetch";
import { renderApp } from "#tests/web/render";
import { PaymentsCard } from "./payments-card";

const URL = "/api/merchant/payments";
const CONNECT = "/api/merchant/payments/stripe/connect";

/** A store on a server with Stripe, not connected yet: cash only, capture on confirm (a restaurant). */
const settingsOf = (over: Partial<TPaymentSettings> = {}): TPaymentSettings => ({
  methods: { cash: true, card: false, razorpay: false, upi: false },
  captureOn: "confirm",
  unpaidExpiryMinutes: 30,
  provider: "stripe",
  stripe: { accountId: null, chargesEnabled: false },
  razorpay: {
    keyId: null,
    keySecretSet: false,
    webhookSecretSet: false,
    webhookUrl: "https://shop.example/api/payments/razorpay/webhook/m1",
  },
  upi: { vpa: null, payeeName: null },
  available: { stripe: true, testGateway: false, razorpay: false, upi: false },
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
        json: settingsOf({ available: { stripe: false, testGateway: true, razorpay: false, upi: false } }),
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

/** A store in Indian rupees on a server with SECRETS_KEY (issue 46): Razorpay and UPI on offer. */
const inrSettings = (over: Partial<TPaymentSettings> = {}) =>
  settingsOf({ available: { stripe: true, testGateway: false, razorpay: true, upi: true }, ...over });
const KEY_ID = "rzp_live_Abcdefgh123456";

describe("the Settings tab's Razorpay and UPI (issue 46)", () => {
  it("a store not in rupees: no Razorpay or UPI, one line saying they are for stores in INR, and the save as before", async () => {
    mockFetch({ [`GET ${URL}`]: { json: settingsOf() } });
    renderApp(<PaymentsCard />);
    expect((await screen.findByTestId("inr-methods-note")).textContent).toBe(
      "Razorpay and UPI are for stores that sell in Indian rupees (INR).",
    );
    expect(screen.queryByLabelText("Razorpay")).toBeNull();
    expect(screen.queryByLabelText("UPI")).toBeNull();
    expect(screen.queryByLabelText("Key id")).toBeNull();
    expect(screen.queryByLabelText("UPI ID (VPA)")).toBeNull();
  });

  it("switches Razorpay and UPI on with their keys and UPI ID; the secrets are sent once typed, never shown", async () => {
    const { requests } = mockFetch({
      [`GET ${URL}`]: { json: inrSettings() },
      [`PUT ${URL}`]: { json: inrSettings() },
    });
    const { user } = renderApp(<PaymentsCard />);
    await user.click(await screen.findByLabelText("Razorpay"));
    await user.click(screen.getByLabelText("UPI"));
    await user.click(screen.getByRole("button", { name: "Save payments" }));
    // Checked first, where each belongs: Razorpay needs its keys, UPI its ID.
    expect(within(screen.getByTestId("razorpay-fields")).getByRole("alert").textContent).toBe(
      PAYMENT_MESSAGES.razorpayNeedsKeys,
    );
    expect(screen.getByText(PAYMENT_MESSAGES.upiNeedsVpa)).toBeTruthy();

    await user.type(screen.getByLabelText("Key id"), "rzp_live_short");
    await user.type(screen.getByLabelText("UPI ID (VPA)"), "not a vpa");
    await user.click(screen.getByRole("button", { name: "Save payments" }));
    expect(screen.getByText(PAYMENT_MESSAGES.razorpayKeyId)).toBeTruthy();
    expect(screen.getByText(PAYMENT_MESSAGES.upiVpa)).toBeTruthy();
    expect(puts(requests)).toEqual([]);

    await user.clear(screen.getByLabelText("Key id"));
    await user.type(screen.getByLabelText("Key id"), KEY_ID);
    const secret = screen.getByLabelText("Key secret");
    expect(secret.getAttribute("type")).toBe("password");
    await user.type(secret, "s3cretS3cretS3cret1234");
    await user.type(screen.getByLabelText("Webhook secret"), "whsec-corner-shop");
    await user.clear(screen.getByLabelText("UPI ID (VPA)"));
    await user.type(screen.getByLabelText("UPI ID (VPA)"), "cornershop@okhdfcbank");
    await user.type(screen.getByLabelText("Payee name"), "Corner Shop");
    await user.click(screen.getByRole("button", { name: "Save payments" }));
    expect(await screen.findByText("Payments saved")).toBeTruthy();
    expect(puts(requests)).toEqual([
      {
        methods: { cash: true, card: false, razorpay: true, upi: true },
        captureOn: "confirm",
        unpaidExpiryMinutes: 30,
        provider: "stripe",
        razorpay: { keyId: KEY_ID, keySecret: "s3cretS3cretS3cret1234", webhookSecret: "whsec-corner-shop" },
        upi: { vpa: "cornershop@okhdfcbank", payeeName: "Corner Shop" },
      },
    ]);
  });

  it("saved secrets say so and stay empty; an empty field keeps them, and the webhook URL is there to copy", async () => {
    const saved = inrSettings({
      methods: { cash: true, card: false, razorpay: true, upi: false },
      razorpay: {
        keyId: KEY_ID,
        keySecretSet: true,
        webhookSecretSet: true,
        webhookUrl: "https://shop.example/api/payments/razorpay/webhook/m1",
      },
    });
    const { requests } = mockFetch({ [`GET ${URL}`]: { json: saved }, [`PUT ${URL}`]: { json: saved } });
    const { user } = renderApp(<PaymentsCard />);
    const secret = (await screen.findByLabelText("Key secret")) as HTMLInputElement;
    expect(secret.value).toBe("");
    expect(secret.placeholder).toBe("Saved — type a new one to replace it");
    expect((screen.getByLabelText("Webhook secret") as HTMLInputElement).placeholder).toBe(
      "Saved — type a new one to replace it",
    );
    expect((screen.getByLabelText("Key id") as HTMLInputElement).value).toBe(KEY_ID);
    const url = screen.getByLabelText("Webhook URL") as HTMLInputElement;
    expect(url.readOnly).toBe(true);
    expect(url.value).toBe("https://shop.example/api/payments/razorpay/webhook/m1");

    await user.click(screen.getByRole("button", { name: "Copy the webhook URL" }));
    // user-event's own clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe(
      "https://shop.example/api/payments/razorpay/webhook/m1",
    );

    await user.click(screen.getByRole("button", { name: "Save payments" }));
    await screen.findByText("Payments saved");
    // Nothing typed: no keys sent, so the saved ones stay.
    expect(puts(requests)).toEqual([
      {
        methods: { cash: true, card: false, razorpay: true, upi: false },
        captureOn: "confirm",
        unpaidExpiryMinutes: 30,
        provider: "stripe",
      },
    ]);
  });

  it("without SECRETS_KEY on the server: Razorpay cannot be ticked, and says why; UPI still can", async () => {
    mockFetch({
      [`GET ${URL}`]: {
        json: settingsOf({ available: { stripe: true, testGateway: false, razorpay: false, upi: true } }),
      },
    });
    renderApp(<PaymentsCard />);
    const razorpay = (await screen.findByLabelText("Razorpay")) as HTMLInputElement;
    expect(razorpay.disabled).toBe(true);
    expect(screen.getByText(PAYMENT_MESSAGES.razorpayNeedsSecretsKey)).toBeTruthy();
    expect(screen.queryByLabelText("Key id")).toBeNull();
    expect((screen.getByLabelText("UPI") as HTMLInputElement).disabled).toBe(false);
    expect(screen.getByLabelText("UPI ID (VPA)")).toBeTruthy();
  });

  it("shows the server's refusal at the field it names, or with Razorpay's keys", async () => {
    const refusals = [
      {
        status: 400,
        body: {
          message: PAYMENT_MESSAGES.upiPayeeName,
          issues: [{ code: "too_big", path: ["upi", "payeeName"], message: PAYMENT_MESSAGES.upiPayeeName }],
        },
      },
      {
        status: 400,
        body: {
          message: PAYMENT_MESSAGES.razorpayKeyId,
          issues: [
            { code: "invalid_format", path: ["razorpay", "keyId"], message: PAYMENT_MESSAGES.razorpayKeyId },
          ],
        },
      },
      { status: 400, body: { message: PAYMENT_MESSAGES.razorpayRefusedKeys } },
    ];
    mockFetch({ [`GET ${URL}`]: { json: inrSettings() }, [`PUT ${URL}`]: () => refusals.shift()! });
    const { user } = renderApp(<PaymentsCard />);
    await screen.findByLabelText("Key id");
    const save = () => user.click(screen.getByRole("button", { name: "Save payments" }));

    await save();
    const payee = screen.getByLabelText("Payee name");
    expect(await screen.findByText(PAYMENT_MESSAGES.upiPayeeName)).toBeTruthy();
    expect(payee.getAttribute("aria-invalid")).toBe("true");

    await save();
    expect(await screen.findByText(PAYMENT_MESSAGES.razorpayKeyId)).toBeTruthy();
    expect(screen.getByLabelText("Key id").getAttribute("aria-invalid")).toBe("true");

    await save();
    expect((await within(screen.getByTestId("razorpay-fields")).findByRole("alert")).textContent).toBe(
      PAYMENT_MESSAGES.razorpayRefusedKeys,
    );
  });
});
