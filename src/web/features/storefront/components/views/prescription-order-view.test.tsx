import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { TMicrositeMerchant } from "#contracts/storefront";
import { mockFetch } from "#tests/web/fetch";
import { renderApp } from "#tests/web/render";
import { testMerchant } from "#tests/web/storefront";
import { usePrescriptionOrder } from "#web/features/storefront/hooks/use-prescription-order";
import { PrescriptionOrderView } from "./prescription-order-view";

const PHARMACY = testMerchant({
  businessName: "Greenleaf",
  acceptsPrescriptions: true,
  prescriptionsWhileClosed: true,
});
const CLOSED = { openNow: false, opensAt: { day: 3, time: "08:00" } };

/** The form as the microsite runs it: the view over usePrescriptionOrder. */
function Form({ store }: { store: TMicrositeMerchant }) {
  const form = usePrescriptionOrder({ slug: "greenleaf", delivery: null, onPlaced: () => {}, store });
  return <PrescriptionOrderView form={form} delivery={null} trading={store} />;
}

const send = () => screen.getByRole("button", { name: "Send Prescription" });

describe("the prescription form of a closed pharmacy", () => {
  it("open: no banner, the spec's form", () => {
    mockFetch({});
    renderApp(<Form store={PHARMACY} />);
    expect(screen.queryByRole("region", { name: "Store closed" })).toBeNull();
    expect(screen.getByLabelText("Full Name *")).toBeTruthy();
  });

  it("taking prescriptions while closed, says so at the top and keeps the form", () => {
    mockFetch({});
    renderApp(<Form store={{ ...PHARMACY, ...CLOSED }} />);
    expect(screen.getByRole("region", { name: "Store closed" }).textContent).toBe(
      "Closed · opens Wed 8:00 AMGreenleaf is closed right now. It opens Wed 8:00 AM. You can send your prescription now: Greenleaf reviews it when it opens (Wed 8:00 AM) and then sends you a price.",
    );
    expect(screen.getByLabelText("Full Name *")).toBeTruthy();
    expect(screen.getByText("Take a photo or choose a file")).toBeTruthy();
  });

  it("not taking them while closed (or paused): says so at the top, asks for nothing, and Send says why it is off", () => {
    mockFetch({});
    renderApp(<Form store={{ ...PHARMACY, ...CLOSED, prescriptionsWhileClosed: false }} />);
    expect(screen.getByRole("region", { name: "Store closed" }).textContent).toContain(
      "You can send your prescription once it opens.",
    );
    expect(screen.queryByLabelText("Full Name *")).toBeNull();
    expect(screen.queryByText("Take a photo or choose a file")).toBeNull();
    expect(send()).toHaveProperty("disabled", true);
    expect(document.getElementById(send().getAttribute("aria-describedby")!)?.textContent).toBe(
      "Greenleaf is closed right now. It opens Wed 8:00 AM.",
    );
  });
});
