import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ROLE_PERMISSIONS, type TRole } from "#contracts/staff";
import { STORE_UNREACHABLE_MESSAGE } from "#contracts/store-unreachable";
import { mockFetch } from "#tests/web/fetch";
import { renderApp } from "#tests/web/render";
import { ProtectedRoute } from "./protected-route";

const MERCHANT = {
  id: "m1",
  email: "ada@example.com",
  businessName: "Corner Shop",
  businessSlug: "corner-shop",
};

describe("the dashboard's door (ProtectedRoute)", () => {
  it("while the store's database is away (503), says the server's sentence and stays, then lets in on Try Again", async () => {
    let calls = 0;
    mockFetch({
      "GET /api/user": () =>
        ++calls === 1 ? { status: 503, body: { message: STORE_UNREACHABLE_MESSAGE } } : { json: MERCHANT },
    });
    const { user } = renderApp(<ProtectedRoute>The dashboard</ProtectedRoute>, { path: "/dashboard" });
    expect(await screen.findByText(STORE_UNREACHABLE_MESSAGE)).toBeTruthy();
    screen.getByText("Could not load your account");
    // Not "signed out": the merchant is not sent to sign in.
    expect(window.location.pathname).toBe("/dashboard");
    await user.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByText("The dashboard")).toBeTruthy();
  });

  it("signed out (401), sends the merchant to sign in", async () => {
    mockFetch({ "GET /api/user": { status: 401, body: { message: "Not authenticated" } } });
    renderApp(<ProtectedRoute>The dashboard</ProtectedRoute>, { path: "/dashboard" });
    await waitFor(() => expect(window.location.pathname).toBe("/auth"));
    expect(screen.queryByText("The dashboard")).toBeNull();
  });

  const asRole = (role: TRole) => ({
    ...MERCHANT,
    role,
    permissions: ROLE_PERMISSIONS[role],
    stores: [{ merchantId: "m1", businessName: "Corner Shop", role }],
    person: { id: "p1", name: "Sam Cook", email: "sam@example.com" },
  });

  it("sends the kitchen role to the kitchen from any other merchant screen (decision 0059)", async () => {
    mockFetch({ "GET /api/user": { json: asRole("kitchen") } });
    renderApp(<ProtectedRoute>The dashboard</ProtectedRoute>, { path: "/dashboard" });
    await waitFor(() => expect(window.location.pathname).toBe("/kitchen"));
    expect(screen.queryByText("The dashboard")).toBeNull();
  });

  it("lets the kitchen role into the kitchen, and sends every other role from it to the dashboard", async () => {
    mockFetch({ "GET /api/user": { json: asRole("kitchen") } });
    renderApp(<ProtectedRoute screen="kitchen">The queue</ProtectedRoute>, { path: "/kitchen" });
    expect(await screen.findByText("The queue")).toBeTruthy();
    for (const role of ["owner", "manager", "orders"] as const) {
      mockFetch({ "GET /api/user": { json: asRole(role) } });
      const { unmount } = renderApp(<ProtectedRoute screen="kitchen">The queue</ProtectedRoute>, {
        path: "/kitchen",
      });
      await waitFor(() => expect(window.location.pathname, role).toBe("/dashboard"));
      unmount();
    }
  });

  it("sends a role home from a screen it may not use: the orders role has no ads page", async () => {
    mockFetch({ "GET /api/user": { json: asRole("orders") } });
    renderApp(<ProtectedRoute action="catalog.edit">The ads</ProtectedRoute>, { path: "/ads" });
    await waitFor(() => expect(window.location.pathname).toBe("/dashboard"));
    expect(screen.queryByText("The ads")).toBeNull();
  });
});
