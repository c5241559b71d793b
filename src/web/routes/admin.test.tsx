import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { OPERATOR, page, STATS, SUPPORT } from "#tests/web/admin";
import { mockFetch, TEST_OWNER } from "#tests/web/fetch";
import { renderApp } from "#tests/web/render";
import { atWidth } from "#tests/web/screen-width";
import AdminPage from "./admin";

const QUEUE = "GET /api/admin/merchants?status=pending&offset=0&limit=10";
const NOT_FOUND = { status: 404, body: { message: "Route GET:/api/admin/me not found" } };

describe("/admin, the operator console's door (issue 47)", () => {
  it("lets an operator in: the approval queue first, its count on the tab, and the other tabs by ?tab=", async () => {
    atWidth(390);
    mockFetch({
      "GET /api/admin/me": { json: OPERATOR },
      [QUEUE]: { json: page([], 3) },
      "GET /api/admin/stats": { json: STATS },
    });
    const { user } = renderApp(<AdminPage />, { path: "/admin" });
    expect(await screen.findByRole("heading", { level: 1, name: "Operator console" })).toBeTruthy();
    screen.getByText("Oona Operator");
    const tabs = screen.getByRole("tablist", { name: "Console sections" });
    expect(
      within(tabs)
        .getAllByRole("tab")
        .map((tab) => tab.textContent?.trim()),
    ).toEqual([expect.stringMatching(/^Approvals/), "Stores", "Figures", "Failed mail", "Activity"]);
    expect((await screen.findByTestId("waiting-badge")).textContent).toBe("3 waiting");
    expect(screen.getByRole("tab", { name: /Approvals/ }).getAttribute("aria-selected")).toBe("true");
    expect(screen.queryByRole("note")).toBeNull();

    await user.click(screen.getByRole("tab", { name: "Figures" }));
    expect(window.location.search).toBe("?tab=figures");
    expect(await screen.findByText("Busiest stores")).toBeTruthy();
  });

  it("tells support they read and change nothing", async () => {
    mockFetch({ "GET /api/admin/me": { json: SUPPORT }, [QUEUE]: { json: page([]) } });
    renderApp(<AdminPage />, { path: "/admin" });
    expect((await screen.findByRole("note")).textContent).toContain("You have the support role");
    expect(screen.getByTestId("signed-in-as").textContent).toBe("Sam Support · Support");
  });

  it("sends a signed-out visitor to sign in", async () => {
    mockFetch({
      "GET /api/admin/me": NOT_FOUND,
      "GET /api/user": { status: 401, body: { message: "Not authenticated" } },
    });
    renderApp(<AdminPage />, { path: "/admin" });
    await waitFor(() => expect(window.location.pathname).toBe("/auth"));
  });

  it("is the app's 'Page Not Found' for a signed-in merchant", async () => {
    mockFetch({ "GET /api/admin/me": NOT_FOUND, "GET /api/user": { json: TEST_OWNER } });
    renderApp(<AdminPage />, { path: "/admin" });
    expect(await screen.findByRole("heading", { level: 1, name: "Page Not Found" })).toBeTruthy();
    expect(window.location.pathname).toBe("/admin");
    expect(screen.queryByText("Operator console")).toBeNull();
  });
});
