import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { TZone } from "#contracts/zones";
import { renderApp } from "#tests/web/render";
import { ZoneCard } from "./zone-card";

const zone = (prices: Partial<TZone>): TZone => ({
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
  deliveryFee: "0.00",
  minimumOrder: "0.00",
  freeDeliveryOver: null,
  etaMinutes: null,
  createdAt: "2026-11-01T10:00:00.000Z",
  ...prices,
});

const card = (z: TZone) =>
  renderApp(
    <ZoneCard
      zone={z}
      selected={false}
      onToggle={() => {}}
      onEdit={() => {}}
      onDelete={() => {}}
      onDraw={() => {}}
    />,
  );

describe("a zone's card", () => {
  it("shows its prices in one line, under its name and beside the spec's status", () => {
    card(zone({ deliveryFee: "3.00", minimumOrder: "15.00", freeDeliveryOver: "40.00", etaMinutes: 25 }));
    expect(screen.getByTestId("zone-prices").textContent).toBe(
      "$3.00 delivery · $15.00 minimum · free over $40.00 · 25 min",
    );
    screen.getByRole("heading", { name: "Downtown" });
    screen.getByText("Active - accepting deliveries");
    screen.getByText("(No area drawn)");
    screen.getByRole("button", { name: "Draw Area" });
  });

  it("says Free delivery for a free zone without a minimum", () => {
    card(zone({}));
    expect(screen.getByTestId("zone-prices").textContent).toBe("Free delivery");
  });
});
