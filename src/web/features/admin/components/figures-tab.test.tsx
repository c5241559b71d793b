import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { STATS } from "#tests/web/admin";
import { mockFetch } from "#tests/web/fetch";
import { renderApp } from "#tests/web/render";
import { FiguresTab } from "./figures-tab";

describe("the console's Figures (issue 47 item 5)", () => {
  it("shows stores by status, 30 days of new stores and orders, money per currency, the busiest stores and what waits", async () => {
    mockFetch({ "GET /api/admin/stats": { json: STATS } });
    renderApp(<FiguresTab />, { path: "/admin?tab=figures" });
    const live = (await screen.findByText("Live")).closest("div")!;
    expect(within(live).getByText("10")).toBeTruthy();
    // Waiting stores lead to the queue.
    expect(screen.getByRole("link", { name: "2" }).getAttribute("href")).toBe("/admin?tab=approvals");

    const orders = screen.getByText("Orders", { selector: "figcaption span" }).closest("figure")!;
    expect(within(orders).getByText("435")).toBeTruthy();
    expect(within(orders).getByRole("table", { hidden: true }).textContent).toContain("2026-11-3029 orders");
    // Never summed across currencies: one series each, with its own total.
    expect(screen.getByText("Revenue in USD").nextSibling?.textContent).toBe("$120.50");
    expect(screen.getByText("Revenue in INR").nextSibling?.textContent).toBe("₹950.00");

    const busiest = screen.getByRole("list", { name: "Busiest stores" });
    expect(busiest.textContent).toBe("Bella Napoli42 orders · $1,234.00");
    expect(screen.getByRole("link", { name: "3 failed mails to retry" }).getAttribute("href")).toBe(
      "/admin?tab=mail",
    );
    screen.getByText("1 payment has waited over an hour");
    const awaiting = screen.getByRole("list", { name: "Payments awaiting settlement" });
    expect(within(awaiting).getByText(/^Order 0b6c2f1e · card · placed/)).toBeTruthy();
    within(awaiting).getByText("$25.00");
  });

  it("says when there is nothing to count yet", async () => {
    mockFetch({
      "GET /api/admin/stats": {
        json: {
          ...STATS,
          stores: { pending: 0, approved: 0, rejected: 0, suspended: 0 },
          revenue: [],
          busiest: [],
        },
      },
    });
    renderApp(<FiguresTab />, { path: "/admin?tab=figures" });
    expect(await screen.findByText("No stores yet")).toBeTruthy();
  });
});
