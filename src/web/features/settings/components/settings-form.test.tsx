import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { TMerchant } from "#contracts/auth";
import { DEFAULT_STORE_FORMATS } from "#contracts/store-locale";
import { mockFetch } from "#tests/web/fetch";
import { renderApp } from "#tests/web/render";
import { SettingsForm } from "./settings-form";

const USER: TMerchant = {
  ...DEFAULT_STORE_FORMATS,
  id: "m1",
  email: "restaurant@demo.store",
  businessName: "Bella Napoli",
  businessSlug: "bella-napoli",
  businessType: "restaurant",
  contactPhone: "(212) 555-0142",
  address: null,
  description: null,
  isApproved: true,
  status: "approved",
  statusReason: null,
  licenceNumber: null,
  logoUrl: null,
  customDisplayName: null,
  theme: "blue",
  acceptsPrescriptions: false,
  country: null,
  phoneCountry: "US",
  location: null,
  createdAt: "2026-01-01T00:00:00.000Z",
};

describe("the Settings tab's country (WhatsApp links)", () => {
  it("names the guessed country while none is set, and saves the one chosen", async () => {
    const { requests } = mockFetch({
      "PUT /api/merchant/customization": { json: { ...USER, country: "GB", phoneCountry: "GB" } },
    });
    const { user } = renderApp(<SettingsForm user={USER} />);
    const select = screen.getByLabelText("Country") as HTMLSelectElement;
    expect(select.value).toBe("");
    expect(select.selectedOptions[0]?.textContent).toBe("Automatic (United States)");

    await user.selectOptions(select, "United Kingdom");
    await user.click(screen.getByRole("button", { name: "Save Settings" }));
    expect(await screen.findByText("Settings saved")).toBeTruthy();
    expect(requests.find((r) => r.method === "PUT")?.body).toMatchObject({
      contactPhone: "(212) 555-0142",
      country: "GB",
    });
  });
});

describe("the Settings tab's currency and formats (issue 45)", () => {
  it("shows how the store's money and times read, and sends a new currency only when it changed", async () => {
    const { requests } = mockFetch({
      "PUT /api/merchant/customization": { json: { ...USER, currency: "INR", locale: "hi-IN" } },
    });
    const { user } = renderApp(<SettingsForm user={USER} />);
    expect(screen.getByTestId("settings-formats-preview").textContent).toBe(
      "Reads: $1,234.50 · 10:30 PM · Sun, Nov 29",
    );
    await user.selectOptions(screen.getByLabelText("Currency"), "INR");
    await user.selectOptions(screen.getByLabelText("Number and date format"), "hi-IN");
    // An English reader of a store in India: rupees, India's grouping and 12-hour clock.
    expect(screen.getByTestId("settings-formats-preview").textContent).toBe(
      "Reads: ₹1,234.50 · 10:30 pm · Sun, 29 Nov",
    );
    await user.click(screen.getByRole("button", { name: "Save Settings" }));
    expect(await screen.findByText("Settings saved")).toBeTruthy();
    expect(requests.find((r) => r.method === "PUT")?.body).toMatchObject({
      currency: "INR",
      locale: "hi-IN",
    });
  });

  it("says why a store with orders keeps its currency, and saves the rest without it", async () => {
    // The server of a store with orders: any currency sent is refused.
    const { requests } = mockFetch({
      "PUT /api/merchant/customization": (request) =>
        (request.body as { currency?: string }).currency
          ? { status: 409, body: { message: "The currency cannot change once the store has orders" } }
          : { json: USER },
    });
    const { user } = renderApp(<SettingsForm user={USER} />);
    await user.click(screen.getByRole("button", { name: "Save Settings" }));
    expect(await screen.findByText("Settings saved")).toBeTruthy();
    expect(requests.find((r) => r.method === "PUT")?.body).not.toHaveProperty("currency");
    await user.selectOptions(screen.getByLabelText("Currency"), "EUR");
    await user.click(screen.getByRole("button", { name: "Save Settings" }));
    expect(await screen.findByText("The currency cannot change once the store has orders")).toBeTruthy();
  });
});

describe("the Settings tab's logo (issue 42)", () => {
  const png = () => new File([new Uint8Array([137, 80, 78, 71])], "logo.png", { type: "image/png" });

  it("says the store shows an uploaded logo at once, with no save to remember", async () => {
    const { requests } = mockFetch({
      "POST /api/merchant/upload-logo": {
        json: { logoUrl: "/uploads/0123456789abcdef0123456789abcdef.webp" },
      },
    });
    const { user } = renderApp(<SettingsForm user={USER} />);
    await user.upload(screen.getByLabelText("Upload logo file"), png());
    expect(await screen.findByText("Logo uploaded")).toBeTruthy();
    screen.getByText("Your store shows it now.");
    expect(requests.filter((r) => r.method === "PUT")).toEqual([]);
    expect(screen.getByRole("button", { name: /Remove/ })).toBeTruthy();
  });

  it("a file the server finds is no image says 'Please select an image file.', not a status", async () => {
    mockFetch({
      "POST /api/merchant/upload-logo": { status: 415, body: { message: "Please select an image file." } },
    });
    const { user } = renderApp(<SettingsForm user={USER} />);
    await user.upload(screen.getByLabelText("Upload logo file"), png());
    expect(await screen.findByText("Invalid file type")).toBeTruthy();
    screen.getByText("Please select an image file.");
    expect(screen.queryByText(/Upload failed: 415/)).toBeNull();
  });
});
