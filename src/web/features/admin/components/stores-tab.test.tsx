import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SUSPENSION_TEMPLATES } from "#contracts/admin";
import { adminMerchant, adminMerchantDetail, operatorAction, page } from "#tests/web/admin";
import { mockFetch } from "#tests/web/fetch";
import { renderApp } from "#tests/web/render";
import { atWidth } from "#tests/web/screen-width";
import { StoresTab } from "./stores-tab";

const list = (query = "") => `GET /api/admin/merchants?${query}offset=0&limit=25`;
const LIVE = adminMerchant({
  id: "m-9",
  businessName: "Bella Napoli",
  businessSlug: "bella-napoli",
  businessType: "restaurant",
  email: "owner@bella.example",
  status: "approved",
  products: 12,
  orders30d: 40,
  revenue30d: { currency: "USD", amount: "1234.50" },
  lastSignInAt: "2026-11-30T09:00:00.000Z",
});
const SUSPENDED = adminMerchant({
  id: "m-3",
  businessName: "Mumbai Chemist",
  businessSlug: "mumbai-chemist",
  email: "owner@chemist.example",
  status: "suspended",
  statusReason: SUSPENSION_TEMPLATES[0],
  revenue30d: { currency: "INR", amount: "950.00" },
});

describe("the console's Stores tab (issue 47 item 4)", () => {
  it("lists every store with its figures on a desktop, searched and filtered on the server", async () => {
    atWidth(1280);
    const { requests } = mockFetch({
      [list()]: { json: page([LIVE, SUSPENDED], 2, 0, 25) },
      [list("q=bella&")]: { json: page([LIVE], 1, 0, 25) },
      [list("q=bella&status=suspended&")]: { json: page([], 0, 0, 25) },
      [list("q=bella&status=suspended&type=pharmacy&")]: { json: page([], 0, 0, 25) },
    });
    const { user } = renderApp(<StoresTab manage />, { path: "/admin?tab=stores" });
    const table = await screen.findByRole("table");
    const rows = within(table).getAllByRole("row");
    expect(rows[0]!.textContent).toBe("StoreStatusTypeCreatedProductsOrders 30dRevenue 30dLast sign-in");
    expect(
      within(rows[1]!)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual([
      "Bella Napoliowner@bella.example",
      "Live",
      "Restaurant",
      "Nov 20, 2026",
      "12",
      "40",
      "$1,234.50",
      expect.stringMatching(/^Nov 30, 2026/),
    ]);
    expect(within(rows[2]!).getByText("Suspended")).toBeTruthy();
    expect(within(rows[2]!).getByText("₹950.00")).toBeTruthy();
    expect(within(rows[2]!).getByText("Never")).toBeTruthy();

    await user.type(screen.getByLabelText("Search"), "bella");
    await waitFor(() => expect(within(screen.getByRole("table")).getAllByRole("row")).toHaveLength(2));
    await user.selectOptions(screen.getByLabelText("Status"), "suspended");
    expect(await screen.findByText("No stores match")).toBeTruthy();
    await user.selectOptions(screen.getByLabelText("Type"), "pharmacy");
    await waitFor(() =>
      expect(requests.at(-1)?.url).toBe(
        "/api/admin/merchants?q=bella&status=suspended&type=pharmacy&offset=0&limit=25",
      ),
    );
  });

  it("opens a store's page from its card on a phone, and suspends it with a written reason", async () => {
    atWidth(390);
    let store = adminMerchantDetail({
      ...LIVE,
      history: [operatorAction({ merchantId: "m-9", storeName: "Bella Napoli" })],
    });
    const { requests } = mockFetch({
      [list()]: { json: page([LIVE], 1, 0, 25) },
      "GET /api/admin/merchants/m-9": () => ({ json: store }),
      "POST /api/admin/merchants/m-9/suspend": (request) => {
        store = { ...store, status: "suspended", statusReason: (request.body as { reason: string }).reason };
        return { json: store };
      },
    });
    const { user } = renderApp(<StoresTab manage />, { path: "/admin?tab=stores" });
    const cards = await screen.findByRole("list", { name: "Stores" });
    expect(within(cards).getByText("30 days: 40 orders, $1,234.50")).toBeTruthy();
    await user.click(within(cards).getByRole("link", { name: "Bella Napoli" }));
    expect(window.location.search).toBe("?tab=stores&store=m-9");

    expect(await screen.findByRole("heading", { level: 2, name: "Bella Napoli" })).toBeTruthy();
    within(screen.getByRole("list", { name: "People" })).getByText("Ada Owner");
    within(screen.getByRole("list", { name: "Store history" })).getByText("Approved");
    // A live store can be suspended; nothing else changes its standing.
    expect(screen.queryByRole("button", { name: /Approve|Reinstate|Reject/ })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Suspend Bella Napoli" }));
    const dialog = await screen.findByRole("dialog", { name: "Suspend Bella Napoli?" });
    await user.type(within(dialog).getByLabelText("Reason"), "Selling fireworks.");
    await user.click(within(dialog).getByRole("button", { name: "Suspend store" }));
    expect(await screen.findByText("Store suspended")).toBeTruthy();
    expect(await screen.findByText("Selling fireworks.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Reinstate Bella Napoli" })).toBeTruthy();
    expect(requests.filter((r) => r.method === "POST")).toEqual([
      { method: "POST", url: "/api/admin/merchants/m-9/suspend", body: { reason: "Selling fireworks." } },
    ]);

    await user.click(screen.getByRole("link", { name: "Back to stores" }));
    expect(await screen.findByRole("list", { name: "Stores" })).toBeTruthy();
  });

  it("views a store as its merchant after asking why, then opens the dashboard", async () => {
    atWidth(1280);
    const { requests } = mockFetch({
      "GET /api/admin/merchants/m-3": { json: adminMerchantDetail(SUSPENDED) },
      [list()]: { json: page([SUSPENDED], 1, 0, 25) },
      "POST /api/admin/merchants/m-3/view-as": {
        json: {
          merchantId: "m-3",
          businessName: "Mumbai Chemist",
          reason: "x",
          endsAt: "2026-12-01T10:30:00.000Z",
        },
      },
    });
    const { user } = renderApp(<StoresTab manage={false} />, { path: "/admin?tab=stores&store=m-3" });
    await screen.findByRole("heading", { level: 2, name: "Mumbai Chemist" });
    // Support changes nothing, but may look.
    expect(screen.queryByRole("button", { name: /Reinstate/ })).toBeNull();
    await user.click(screen.getByRole("button", { name: "View as merchant" }));
    const dialog = await screen.findByRole("dialog", { name: "View Mumbai Chemist as its merchant?" });
    expect(within(dialog).queryByLabelText("Ready reason")).toBeNull();
    await user.type(
      within(dialog).getByLabelText("Reason"),
      "The merchant cannot find an order (ticket 88).",
    );
    await user.click(within(dialog).getByRole("button", { name: "View as merchant" }));
    await waitFor(() => expect(window.location.pathname).toBe("/dashboard"));
    expect(requests.filter((r) => r.method === "POST").map((r) => r.body)).toEqual([
      { reason: "The merchant cannot find an order (ticket 88)." },
    ]);
  });

  it("says when a store does not exist", async () => {
    atWidth(1280);
    mockFetch({
      [list()]: { json: page([], 0, 0, 25) },
      "GET /api/admin/merchants/nope": { status: 404, body: { message: "Store not found" } },
    });
    renderApp(<StoresTab manage />, { path: "/admin?tab=stores&store=nope" });
    expect((await screen.findByRole("alert")).textContent).toContain("Store not found");
    expect(screen.queryByRole("button", { name: "Try Again" })).toBeNull();
  });
});
