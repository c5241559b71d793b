import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SUSPENSION_TEMPLATES } from "#contracts/admin";
import { VIEW_AS_PERMISSIONS } from "#contracts/staff";
import { STORE_STATUS_MESSAGES } from "#contracts/store-status";
import { mockFetch, TEST_OWNER } from "#tests/web/fetch";
import { renderApp } from "#tests/web/render";
import { StoreBanners } from "./store-banners";

const viewAs = (endsAt: string) => ({
  ...TEST_OWNER,
  permissions: VIEW_AS_PERMISSIONS,
  viewAs: { merchantId: "m-test", businessName: "Test Store", reason: "Ticket 88", endsAt },
});

describe("the banners above a merchant's screens (issue 47)", () => {
  it("tells a suspended store's merchant why", async () => {
    mockFetch({
      "GET /api/user": {
        json: { ...TEST_OWNER, status: "suspended", statusReason: SUSPENSION_TEMPLATES[1] },
      },
    });
    renderApp(<StoreBanners />, { path: "/dashboard" });
    expect((await screen.findByTestId("suspended-banner")).textContent).toBe(
      STORE_STATUS_MESSAGES.suspendedBanner(SUSPENSION_TEMPLATES[1]),
    );
    expect(screen.queryByTestId("view-as-banner")).toBeNull();
  });

  it("shows nothing for a store in good standing", async () => {
    mockFetch({});
    const { container } = renderApp(<StoreBanners />, { path: "/dashboard" });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).toBe("");
  });

  it("says whose store an operator is viewing, read-only and until when; Exit ends it and goes to the console", async () => {
    const { requests } = mockFetch({
      "GET /api/user": { json: viewAs("2026-12-03T15:30:00.000Z") },
      "POST /api/admin/view-as/end": { json: { message: "You have stopped viewing the store." } },
      "GET /api/admin/me": { json: { platformRole: "operator", person: TEST_OWNER.person, viewAs: null } },
      "GET /api/admin/audit-log?limit=50": { json: { entries: [], nextCursor: null } },
    });
    const { user, queryClient } = renderApp(<StoreBanners />, { path: "/dashboard" });
    const banner = await screen.findByTestId("view-as-banner");
    expect(banner.textContent).toMatch(/^Viewing Test Store as its merchant — read-only, ends at \d{1,2}:30/);
    await user.click(screen.getByRole("button", { name: "Exit" }));
    await waitFor(() => expect(window.location.pathname).toBe("/admin"));
    expect(requests.filter((r) => r.method === "POST").map((r) => r.url)).toEqual(["/api/admin/view-as/end"]);
    // The operator has no store again: the dashboard's user is nobody.
    expect(queryClient.getQueryData(["auth", "user"])).toBeNull();
  });

  it("ends the view by itself when its time is up, once the server says so", async () => {
    let calls = 0;
    mockFetch({
      "GET /api/user": () =>
        ++calls === 1
          ? { json: viewAs(new Date(Date.now() + 100).toISOString()) }
          : { status: 401, body: { message: "Not authenticated" } },
      "GET /api/admin/me": { json: { platformRole: "operator", person: TEST_OWNER.person, viewAs: null } },
    });
    renderApp(<StoreBanners />, { path: "/dashboard" });
    await screen.findByTestId("view-as-banner");
    await waitFor(() => expect(window.location.pathname).toBe("/admin"));
    expect(await screen.findByText("The view has ended")).toBeTruthy();
  });
});
