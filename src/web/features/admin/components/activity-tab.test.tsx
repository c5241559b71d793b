import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { operatorAction } from "#tests/web/admin";
import { mockFetch } from "#tests/web/fetch";
import { renderApp } from "#tests/web/render";
import { ActivityTab } from "./activity-tab";

const CURSOR = "7d3c3a6e-0000-4000-8000-000000000001";

describe("the console's Activity (issue 47 item 7)", () => {
  it("shows who did what to which store and why, newest first, a page at a time, and exports the record", async () => {
    mockFetch({
      "GET /api/admin/audit-log?limit=50": {
        json: {
          entries: [
            operatorAction({
              id: CURSOR,
              action: "suspend",
              reason: "Customers reported orders that were paid for and never delivered.",
            }),
          ],
          nextCursor: CURSOR,
        },
      },
      [`GET /api/admin/audit-log?limit=50&cursor=${CURSOR}`]: {
        json: {
          entries: [
            operatorAction({
              id: "a-0",
              action: "password-reset",
              actor: { id: null, name: "command line", email: null },
              merchantId: null,
              storeName: null,
            }),
          ],
          nextCursor: null,
        },
      },
    });
    const { user } = renderApp(<ActivityTab />, { path: "/admin?tab=activity" });
    const log = await screen.findByRole("list", { name: "Operator activity" });
    const first = within(log).getAllByRole("listitem")[0]!;
    within(first).getByText("Suspended");
    within(first).getByText("Sunrise Pharmacy");
    within(first).getByText("“Customers reported orders that were paid for and never delivered.”");
    within(first).getByText("Oona Operator (oona@platform.example)");
    expect(screen.getByRole("link", { name: "Export CSV" }).getAttribute("href")).toBe(
      "/api/admin/audit-log?format=csv",
    );

    await user.click(screen.getByRole("button", { name: "Load more" }));
    expect(await within(log).findByText("Reset a password")).toBeTruthy();
    within(log).getByText("command line");
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
  });

  it("says when nothing has been done yet", async () => {
    mockFetch({ "GET /api/admin/audit-log?limit=50": { json: { entries: [], nextCursor: null } } });
    renderApp(<ActivityTab />, { path: "/admin?tab=activity" });
    expect(await screen.findByText("No activity yet")).toBeTruthy();
  });
});
