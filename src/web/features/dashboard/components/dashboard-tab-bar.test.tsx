import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DASHBOARD_TABS, visibleTabs } from "#contracts/merchant-screens";
import { ROLE_PERMISSIONS } from "#contracts/staff";
import { renderApp } from "#tests/web/render";
import { Tabs } from "#web/components/ui/tabs";
import { DashboardTabBar } from "./dashboard-tab-bar";

describe("the dashboard's tab bar", () => {
  it("lays every tab out four to a row on a phone, held at the top, Orders with its badge of new orders", () => {
    renderApp(
      <Tabs value="dashboard">
        <DashboardTabBar tab="dashboard" unseen={2} />
      </Tabs>,
    );
    const bar = screen.getByTestId("dashboard-tab-bar");
    // No sideways scrolling below the small breakpoint: a grid of all eight, and the bar sticks.
    expect(bar.className).toMatch(/(^| )sticky( |$)/);
    expect(bar.className).not.toMatch(/(^| )overflow-x-auto( |$)/);
    expect(screen.getByRole("tablist").className).toMatch(/(^| )grid-cols-4( |$)/);
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent?.replace(/\d+ new$/, "").trim())).toEqual(
      DASHBOARD_TABS.map((tab) => tab.label),
    );
    const orders = screen.getByRole("tab", { name: /Orders/ });
    expect(within(orders).getByTestId("new-orders-badge").textContent).toBe("2 new");
  });

  it("shows a role only the tabs the server lets it read: the orders role has no ads, discounts or zones", () => {
    renderApp(
      <Tabs value="orders">
        <DashboardTabBar tab="orders" unseen={0} tabs={visibleTabs(ROLE_PERMISSIONS.orders)} />
      </Tabs>,
    );
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent?.trim())).toEqual([
      "Dashboard",
      "Products",
      "Orders",
      "Customers",
      "Settings",
    ]);
    expect(visibleTabs(ROLE_PERMISSIONS.manager).map((tab) => tab.id)).toEqual(
      DASHBOARD_TABS.map((tab) => tab.id),
    );
    expect(visibleTabs(ROLE_PERMISSIONS.kitchen).map((tab) => tab.id)).toEqual(["orders", "settings"]);
  });

  it("shows no badge when nothing is new", () => {
    renderApp(
      <Tabs value="orders">
        <DashboardTabBar tab="orders" unseen={0} />
      </Tabs>,
    );
    expect(screen.queryByTestId("new-orders-badge")).toBeNull();
  });
});
