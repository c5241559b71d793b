import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { TOrderTracking } from "#contracts/order-management";
import { mockFetch } from "#tests/web/fetch";
import { renderApp } from "#tests/web/render";
import { testMerchant } from "#tests/web/storefront";
import { StoreLanguage } from "#web/lib/i18n/page-language";
import { OrderSuccessView } from "./views/order-success-view";

const TRACKING_URL = "GET /api/microsite/greenleaf/orders/TRACK042";

/** A prescription's tracking answer: what a (reloaded) success screen reads. */
const prescription = (over: Partial<TOrderTracking> = {}): TOrderTracking => ({
  currency: "USD",
  paymentMethod: "cash",
  paymentStatus: "unpaid",
  amountPaid: "0.00",
  amountRefunded: "0.00",
  canPayNow: false,
  upiUrl: null,
  trackingCode: "TRACK042",
  status: "pending",
  orderType: "prescription",
  totalAmount: "0.00",
  createdAt: "2026-11-24T17:00:00.000Z",
  estimatedDelivery: null,
  trackingInfo: null,
  quoteMessage: null,
  items: [],
  timeline: [{ status: "pending", createdAt: "2026-11-24T17:00:00.000Z" }],
  store: { name: "Greenleaf", slug: "greenleaf", phone: null, address: null, whatsappPhone: null },
  subtotal: "0.00",
  deliveryFee: "0.00",
  discountCode: null,
  discountAmount: "0.00",
  fulfilment: "delivery",
  scheduledFor: null,
  etaMinutes: null,
  ...over,
});

function Success({ merchant = testMerchant() }: { merchant?: ReturnType<typeof testMerchant> }) {
  return (
    <OrderSuccessView
      slug="greenleaf"
      orderId="5f0c2f1e-1111-4222-8333-900000000042"
      trackingCode="TRACK042"
      trackingHref="/microsite/greenleaf/track/TRACK042"
      storeName="Greenleaf"
      phone="+1 555 0100"
      merchant={merchant}
      onContinue={() => {}}
    />
  );
}

describe("a prescription's success screen", () => {
  it("is a request for a price: what happens next, and 'Pending Quote' where a total would be", async () => {
    mockFetch({ [TRACKING_URL]: { json: prescription() } });
    renderApp(<Success />);
    expect(await screen.findByRole("heading", { name: "Prescription Sent!" })).toBeTruthy();
    screen.getByText("Greenleaf will review your prescription and send you a price.");
    expect(screen.getByTestId("prescription-total").textContent).toBe("TotalPending Quote");
    const next = within(screen.getByRole("region", { name: "What happens next" }));
    expect(next.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Greenleaf reviews your prescription.",
      "Greenleaf contacts you with the price on the phone number you gave, and it appears on your order's tracking page.",
      "Nothing is charged until you have the price.",
    ]);
    // No delivery estimate, no $0.00 amounts.
    expect(screen.queryByText(/Estimated delivery/)).toBeNull();
    expect(screen.queryByText(/\$0\.00/)).toBeNull();
    expect(screen.queryByRole("heading", { name: "Order Placed!" })).toBeNull();
    expect(screen.getByRole("link", { name: "Follow your order" })).toBeTruthy();
  });

  it("sent while the pharmacy is closed, says it is reviewed when it opens", async () => {
    mockFetch({ [TRACKING_URL]: { json: prescription() } });
    renderApp(<Success merchant={testMerchant({ openNow: false, opensAt: { day: 3, time: "08:00" } })} />);
    expect(
      await screen.findByText(
        "Greenleaf is closed now: it reviews your prescription when it opens, Wed 8:00 AM.",
      ),
    ).toBeTruthy();
  });

  it("once quoted, shows the price instead", async () => {
    mockFetch({ [TRACKING_URL]: { json: prescription({ totalAmount: "18.40" }) } });
    renderApp(<Success />);
    expect((await screen.findByTestId("prescription-total")).textContent).toBe("Total$18.40");
    expect(screen.queryByRole("region", { name: "What happens next" })).toBeNull();
  });
});

describe("a prescription's success screen in the shopper's language (issue 45 item 3)", () => {
  it("says what happens next in Spanish, the store's phone kept left to right", async () => {
    mockFetch({ [TRACKING_URL]: { json: prescription() } });
    renderApp(
      <StoreLanguage store={{ languages: ["en", "es"], defaultLanguage: "en", locale: "en-US" }}>
        <Success />
      </StoreLanguage>,
      { path: "/?lang=es" },
    );
    expect(await screen.findByRole("heading", { name: "¡Receta enviada!" })).toBeTruthy();
    expect(screen.getByTestId("prescription-total").textContent).toBe("TotalCotización pendiente");
    const next = within(screen.getByRole("region", { name: "Qué sigue" }));
    expect(next.getAllByRole("listitem")[0]?.textContent).toBe("Greenleaf revisa tu receta.");
    const call = screen.getByRole("link", { name: "+1 555 0100" });
    expect(call.parentElement?.textContent).toBe("¿Preguntas? Llama al +1 555 0100");
    expect(within(call).getByText("+1 555 0100").getAttribute("dir")).toBe("ltr");
    screen.getByRole("link", { name: "Seguir tu pedido" });
  });
});
