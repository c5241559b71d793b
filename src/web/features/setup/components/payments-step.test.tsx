import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { TPaymentSettings } from "#contracts/payments";
import { mockFetch } from "#tests/web/fetch";
import { NEW_OWNER, renderSetup, testProgress } from "#tests/web/first-run";

const SETTINGS: TPaymentSettings = {
  methods: { cash: true, card: false, razorpay: false, upi: false },
  captureOn: "checkout",
  unpaidExpiryMinutes: 30,
  provider: "stripe",
  stripe: { accountId: null, chargesEnabled: false },
  razorpay: { keyId: null, keySecretSet: false, webhookSecretSet: false, webhookUrl: "" },
  upi: { vpa: null, payeeName: null },
  available: { stripe: false, testGateway: false, razorpay: false, upi: false },
};
const routes = (settings: TPaymentSettings) => ({
  "GET /api/user": { json: NEW_OWNER },
  "GET /api/setup": { json: testProgress({ next: "payments" }) },
  "GET /api/merchant/payments": { json: settings },
  "PUT /api/merchant/payments": { json: settings },
  "PUT /api/setup/steps/payments": { json: testProgress({ next: null }) },
  "POST /api/setup/finish": { json: testProgress({ next: null }) },
  "GET /api/microsite-qr": {
    json: { qrCode: "data:image/png;base64,AA", micrositeUrl: "http://x/microsite/luigis" },
  },
});

describe("how you are paid (step 5)", () => {
  it("takes cash by default and points to Settings for cards while none is connected", async () => {
    const { requests } = mockFetch(routes(SETTINGS));
    const { user } = renderSetup();
    const cash = await screen.findByRole("switch", { name: "Cash" });
    expect(cash.getAttribute("aria-checked")).toBe("true");
    expect(screen.queryByRole("switch", { name: "Cards" })).toBeNull();
    expect(screen.getByRole("link", { name: "Settings › Payments" }).getAttribute("href")).toBe(
      "/dashboard?tab=settings",
    );
    await user.click(cash);
    expect(screen.getByRole("alert").textContent).toBe("Choose at least one payment method");
    expect(screen.getByRole("button", { name: "Continue" })).toHaveProperty("disabled", true);
    await user.click(cash);
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Your store is live" })).toBeTruthy();
    expect(requests.filter((r) => r.method === "PUT")).toEqual([
      {
        method: "PUT",
        url: "/api/merchant/payments",
        body: { methods: { cash: true, card: false }, captureOn: "checkout", unpaidExpiryMinutes: 30 },
      },
      { method: "PUT", url: "/api/setup/steps/payments", body: { state: "done" } },
    ]);
  });

  it("offers cards as a switch once a card provider is connected", async () => {
    const connected: TPaymentSettings = {
      ...SETTINGS,
      stripe: { accountId: "acct_1", chargesEnabled: true },
      available: { ...SETTINGS.available, stripe: true },
    };
    const { requests } = mockFetch(routes(connected));
    const { user } = renderSetup();
    await user.click(await screen.findByRole("switch", { name: "Cards" }));
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await screen.findByRole("heading", { level: 1, name: "Your store is live" });
    expect(
      requests.find((r) => r.url === "/api/merchant/payments" && r.method === "PUT")?.body,
    ).toMatchObject({
      methods: { cash: true, card: true },
    });
  });
});
