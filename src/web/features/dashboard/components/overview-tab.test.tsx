import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { TMerchant } from "#contracts/auth";
import type { TDashboardStats } from "#contracts/order-management";
import { DEFAULT_STORE_FORMATS } from "#contracts/store-locale";
import { mockFetch } from "#tests/web/fetch";
import { renderApp } from "#tests/web/render";
import { OverviewTab } from "./overview-tab";

const USER: TMerchant = {
  ...DEFAULT_STORE_FORMATS,
  id: "m1",
  email: "pharmacy@demo.store",
  businessName: "Greenleaf Pharmacy",
  businessSlug: "greenleaf-pharmacy",
  businessType: "pharmacy",
  contactPhone: null,
  address: null,
  description: null,
  isApproved: true,
  status: "approved",
  statusReason: null,
  licenceNumber: null,
  logoUrl: null,
  customDisplayName: null,
  theme: "blue",
  acceptsPrescriptions: true,
  country: null,
  phoneCountry: null,
  location: null,
  createdAt: "2026-01-01T00:00:00.000Z",
};

/** The store's last 30 days as the server counts them: its today is 2030-01-15, wherever the browser is. */
const revenueByDay = Array.from({ length: 30 }, (_, i) => {
  const date = new Date(Date.UTC(2029, 11, 17 + i)).toISOString().slice(0, 10);
  return date === "2030-01-15" ? { date, orders: 2, revenue: "13.50" } : { date, orders: 0, revenue: "0.00" };
});

const STATS: TDashboardStats = {
  currency: "USD",
  products: 4,
  orders: 9,
  revenue: "120.00",
  customers: 5,
  today: { orders: 2, revenue: "13.50" },
  week: { orders: 3, revenue: "20.00" },
  revenueByDay,
};

describe("the dashboard's figures", () => {
  it("shows the store's today and week as the server counted them, asking in no time zone of the browser's", async () => {
    const { requests } = mockFetch({
      "GET /api/merchant/stats": { json: STATS },
      "GET /api/categories": { json: [] },
      "GET /api/delivery-zones": { json: [] },
      "GET /api/microsite-qr": { status: 404 },
    });
    renderApp(<OverviewTab user={USER} />, { path: "/dashboard" });

    expect((await screen.findByTestId("today-orders")).textContent).toBe("2");
    const figures = screen.getByTestId("today-orders").closest("div")!;
    expect(figures.textContent).toBe("Today: 2 orders, $13.50This week: 3 orders, $20.00");
    expect(screen.getByTestId("stat-orders").textContent).toBe("9");
    // The chart ends on the server's today, labelled so; its table lists the store's dates as sent.
    const table = screen.getByRole("table", { name: "Revenue per day" });
    const rows = within(table).getAllByRole("row");
    expect(rows).toHaveLength(30);
    expect(within(rows.at(-1)!).getByRole("rowheader").textContent).toBe("2030-01-15");
    expect(screen.getByText("Today")).toBeTruthy();

    expect(requests.filter((r) => r.url.startsWith("/api/merchant/stats")).map((r) => r.url)).toEqual([
      "/api/merchant/stats",
    ]);
  });

  it("says the store is live, or, suspended, that shoppers cannot see it (issue 47)", async () => {
    const routes = {
      "GET /api/merchant/stats": { json: STATS },
      "GET /api/categories": { json: [] },
      "GET /api/delivery-zones": { json: [] },
      "GET /api/microsite-qr": { status: 404 },
    };
    mockFetch(routes);
    const live = renderApp(<OverviewTab user={USER} />, { path: "/dashboard" });
    expect(await screen.findByText("Your store is live at:")).toBeTruthy();
    live.unmount();
    mockFetch(routes);
    renderApp(<OverviewTab user={{ ...USER, status: "suspended", statusReason: "Fees" }} />, {
      path: "/dashboard",
    });
    expect(await screen.findByText("Your store's address (suspended, hidden from shoppers):")).toBeTruthy();
    expect(screen.queryByText("Your store is live at:")).toBeNull();
  });
});
