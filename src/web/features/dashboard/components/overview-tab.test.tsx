import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { TMerchant } from "#contracts/auth";
import type { TDashboardStats } from "#contracts/order-management";
import { DEFAULT_STORE_FORMATS } from "#contracts/store-locale";
import type { TSetupProgress } from "#contracts/store-setup";
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

/** A store that went through its first-run path long ago (every store before issue 48 did). */
const FINISHED: TSetupProgress = {
  steps: {},
  next: "type",
  finishedAt: "2026-01-01T00:00:00.000Z",
  examples: { products: 0, categories: 0 },
};

describe("the dashboard's figures", () => {
  it("shows the store's today and week as the server counted them, asking in no time zone of the browser's", async () => {
    const { requests } = mockFetch({
      "GET /api/merchant/stats": { json: STATS },
      "GET /api/categories": { json: [] },
      "GET /api/delivery-zones": { json: [] },
      "GET /api/microsite-qr": { status: 404 },
      "GET /api/setup": { json: FINISHED },
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
      "GET /api/setup": { json: FINISHED },
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

describe("the Getting Started card and the first-run path (issue 48)", () => {
  const gettingStarted = async () =>
    within((await screen.findByText("Getting Started")).closest<HTMLElement>("[class*=rounded]")!);

  it("offers to continue an unfinished path, counting its steps, and counts no example as the store's own", async () => {
    mockFetch({
      "GET /api/merchant/stats": { json: { ...STATS, products: 12 } },
      "GET /api/categories": {
        json: ["Starters", "Mains", "Pizza", "Drinks"].map((name, i) => ({
          id: `c${i}`,
          name,
          isExample: true,
        })),
      },
      "GET /api/delivery-zones": { json: [] },
      "GET /api/microsite-qr": { status: 404 },
      "GET /api/setup": {
        json: {
          steps: { type: "done", catalog: "skipped" },
          next: "hours",
          finishedAt: null,
          examples: { products: 12, categories: 4 },
        } satisfies TSetupProgress,
      },
    });
    renderApp(<OverviewTab user={{ ...USER, businessType: "restaurant" }} />, { path: "/dashboard" });
    const card = await gettingStarted();
    const resume = await card.findByRole("link", { name: /Continue setup/ });
    expect(resume.getAttribute("href")).toBe("/setup");
    expect(resume.textContent).toBe("Continue setup1 of 5 steps done · Next: When you are open");
    // Twelve example dishes in four example categories: not the store's own yet.
    expect((await card.findByTestId("steps-done")).textContent).toBe("0 of 3 done.");
    expect(card.getAllByRole("listitem").map((step) => step.dataset.done)).toEqual([
      "false",
      "false",
      "false",
    ]);
    // The spec's three steps stay as they were.
    for (const title of ["Add Products", "Organize Categories", "Setup Delivery Zones"])
      card.getByText(title);
  });

  it("says nothing of the path once the store went live", async () => {
    mockFetch({
      "GET /api/merchant/stats": { json: STATS },
      "GET /api/categories": { json: [{ id: "c1", name: "Vitamins", isExample: false }] },
      "GET /api/delivery-zones": { json: [] },
      "GET /api/microsite-qr": { status: 404 },
      "GET /api/setup": { json: FINISHED },
    });
    renderApp(<OverviewTab user={USER} />, { path: "/dashboard" });
    const card = await gettingStarted();
    expect((await card.findByTestId("steps-done")).textContent).toBe("2 of 3 done.");
    expect(card.queryByText("Continue setup")).toBeNull();
  });
});
