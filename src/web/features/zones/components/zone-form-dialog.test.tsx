import { screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import type { TZone } from "#contracts/zones";
import { mockFetch } from "#tests/web/fetch";
import { renderApp } from "#tests/web/render";
import { ZoneFormDialog } from "./zone-form-dialog";

const ZONE: TZone = {
  id: "z-1",
  currency: "USD",
  merchantId: "m-1",
  name: "Downtown",
  active: true,
  polygon: null,
  bboxMinLng: null,
  bboxMinLat: null,
  bboxMaxLng: null,
  bboxMaxLat: null,
  deliveryFee: "3.00",
  minimumOrder: "15.00",
  freeDeliveryOver: null,
  etaMinutes: 25,
  createdAt: "2026-11-01T10:00:00.000Z",
};

/** The dialog as the zones screen opens it: open until it closes itself. */
function ZoneDialog({ zone = null }: { zone?: TZone | null }) {
  const [open, setOpen] = useState(true);
  return <ZoneFormDialog open={open} onOpenChange={setOpen} zone={zone} zones={zone ? [zone] : []} />;
}

const dialog = () => within(screen.getByRole("dialog"));
const field = (label: string) => dialog().getByLabelText(label);
const error = (label: string) => {
  const described = field(label).getAttribute("aria-describedby");
  return described ? (document.getElementById(described)?.textContent ?? "") : "";
};

describe("a zone's prices in its dialog", () => {
  it("edits the prices with the name and the switch, and sends amounts as strings and minutes as a number", async () => {
    const { requests } = mockFetch({
      "PUT /api/delivery-zones/z-1": (request) => ({ json: { ...ZONE, ...(request.body as object) } }),
      "GET /api/delivery-zones": { json: [ZONE] },
    });
    const { user } = renderApp(<ZoneDialog zone={ZONE} />);
    dialog().getByRole("heading", { name: "Edit Delivery Zone" });
    expect(field("Delivery fee")).toHaveProperty("value", "3.00");
    expect(field("Minimum order")).toHaveProperty("value", "15.00");
    expect(field("Free delivery above")).toHaveProperty("value", "");
    expect(field("Delivery time (minutes)")).toHaveProperty("value", "25");
    expect(field("Delivery fee").getAttribute("inputmode")).toBe("decimal");
    dialog().getByText("Optional. Blank: delivery is never free.");
    dialog().getByText("Optional. Blank: 30-45 minutes.");
    // Edit mode draws nothing: the area is the card's Redraw Area.
    expect(dialog().queryByTestId("zone-map")).toBeNull();

    await user.clear(field("Delivery fee"));
    await user.type(field("Delivery fee"), "4.5");
    await user.type(field("Free delivery above"), "40");
    await user.clear(field("Delivery time (minutes)"));
    await user.click(dialog().getByRole("button", { name: "Update Zone" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(requests.find((r) => r.method === "PUT")?.body).toEqual({
      name: "Downtown",
      active: true,
      deliveryFee: "4.50",
      minimumOrder: "15.00",
      freeDeliveryOver: "40.00",
      etaMinutes: null,
    });
    await screen.findByText("Delivery zone updated successfully");
  });

  it("says what is wrong under each field, sends nothing, and clears a message once the field changes", async () => {
    const { requests } = mockFetch({});
    const { user } = renderApp(<ZoneDialog zone={ZONE} />);
    await user.clear(field("Zone Name"));
    await user.clear(field("Delivery fee"));
    await user.type(field("Delivery fee"), "-3");
    await user.clear(field("Minimum order"));
    await user.type(field("Minimum order"), "1.234");
    await user.type(field("Free delivery above"), "lots");
    await user.clear(field("Delivery time (minutes)"));
    await user.type(field("Delivery time (minutes)"), "1441");
    await user.click(dialog().getByRole("button", { name: "Update Zone" }));

    await waitFor(() => expect(error("Zone Name")).toBe("Zone name is required"));
    const amount = "Enter an amount such as 3.00: 0 or more, at most 2 decimals";
    expect(error("Delivery fee")).toBe(amount);
    expect(error("Minimum order")).toBe(amount);
    expect(error("Free delivery above")).toBe(amount);
    expect(error("Delivery time (minutes)")).toBe("Enter whole minutes from 1 to 1440, or leave it blank");
    expect(field("Delivery fee").getAttribute("aria-invalid")).toBe("true");

    await user.clear(field("Delivery fee"));
    await user.type(field("Delivery fee"), "3");
    expect(error("Delivery fee")).toBe("");
    expect(error("Minimum order")).toBe(amount);
    expect(requests).toEqual([]);
  });

  it("shows the server's refusal and stays open", async () => {
    mockFetch({
      "PUT /api/delivery-zones/z-1": {
        status: 400,
        body: { message: "deliveryFee must be an amount from 0 to 99999999.99, with at most 2 decimals" },
      },
    });
    const { user } = renderApp(<ZoneDialog zone={ZONE} />);
    await user.click(dialog().getByRole("button", { name: "Update Zone" }));
    await screen.findByText("Failed to update delivery zone");
    dialog().getByRole("heading", { name: "Edit Delivery Zone" });
  });

  it("creates with the prices too, and still needs a drawn area", async () => {
    const { requests } = mockFetch({ "GET /api/map-settings": { json: { tileUrl: "" } } });
    const { user } = renderApp(<ZoneDialog />);
    dialog().getByRole("heading", { name: "Create Delivery Zone" });
    expect(field("Delivery fee")).toHaveProperty("value", "0.00");
    expect(field("Minimum order")).toHaveProperty("value", "0.00");
    await user.type(field("Zone Name"), "Uptown");
    await user.type(field("Delivery time (minutes)"), "0");
    await user.click(dialog().getByRole("button", { name: "Create Zone" }));
    await waitFor(() =>
      expect(error("Delivery time (minutes)")).toBe("Enter whole minutes from 1 to 1440, or leave it blank"),
    );
    await user.clear(field("Delivery time (minutes)"));
    await user.click(dialog().getByRole("button", { name: "Create Zone" }));
    await screen.findByText("No delivery area drawn");
    expect(requests.filter((r) => r.method !== "GET")).toEqual([]);
  });
});
