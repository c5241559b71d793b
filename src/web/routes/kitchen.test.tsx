import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ROLE_PERMISSIONS } from "#contracts/staff";
import { mockFetch, TEST_OWNER } from "#tests/web/fetch";
import { renderApp } from "#tests/web/render";
import { testTrading } from "#tests/web/trading";
import Kitchen from "./kitchen";

const COOK = {
  ...TEST_OWNER,
  businessName: "Bella Napoli",
  role: "kitchen" as const,
  permissions: ROLE_PERMISSIONS.kitchen,
  stores: [{ merchantId: "m-test", businessName: "Bella Napoli", role: "kitchen" as const }],
  person: { id: "p-cook", name: "Carla Cook", email: "kitchen@demo.store" },
};

describe("the kitchen screen", () => {
  it("shows the store, who is signed in, sign out and the queue: nothing else, and asks only what the kitchen may read", async () => {
    const { requests } = mockFetch({
      "GET /api/user": { json: COOK },
      "GET /api/merchant/orders/detailed?status=pending&limit=200": { json: [] },
      "GET /api/merchant/orders/detailed?status=confirmed&limit=200": { json: [] },
      "GET /api/merchant/orders/detailed?status=processing&limit=200": { json: [] },
      "GET /api/merchant/trading": { json: testTrading() },
    });
    renderApp(<Kitchen />, { path: "/kitchen" });
    expect(await screen.findByRole("heading", { level: 1, name: /Kitchen · Bella Napoli/ })).toBeTruthy();
    expect(screen.getByTestId("signed-in-as").textContent).toBe("Carla Cook · Kitchen");
    expect(await screen.findByText("Nothing to prepare")).toBeTruthy();
    expect(screen.getByRole("button", { name: /Logout/ })).toBeTruthy();
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.queryByRole("tab")).toBeNull();
    // Orders and the store's time zone only: both the kitchen's to read.
    expect(new Set(requests.map((r) => r.url.split("?")[0]))).toEqual(
      new Set(["/api/user", "/api/merchant/orders/detailed", "/api/merchant/trading"]),
    );
  });
});
