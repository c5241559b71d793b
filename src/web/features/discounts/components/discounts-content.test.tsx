import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { TDiscount } from "#contracts/discounts";
import { heldReply, mockFetch, type Reply } from "#tests/web/fetch";
import { renderApp } from "#tests/web/render";
import { atWidth } from "#tests/web/screen-width";
import { testTrading } from "#tests/web/trading";
import { DiscountsContent } from "./discounts-content";

const discount = (over: Partial<TDiscount>): TDiscount => ({
  id: "d-1",
  currency: "USD",
  code: "WELCOME10",
  kind: "percent",
  value: "10.00",
  minimumSubtotal: "0.00",
  startsAt: null,
  endsAt: null,
  startsAtLocal: null,
  endsAtLocal: null,
  usageLimit: null,
  oncePerCustomer: false,
  active: true,
  uses: 0,
  revenue: "0.00",
  discountTotal: "0.00",
  state: "active",
  createdAt: "2026-11-20T10:00:00.000Z",
  ...over,
});

const WELCOME = discount({
  uses: 3,
  usageLimit: 10,
  revenue: "120.00",
  discountTotal: "12.00",
  minimumSubtotal: "25.00",
  startsAt: "2026-12-01T14:00:00.000Z",
  startsAtLocal: "2026-12-01T09:00",
  endsAt: "2027-01-01T04:59:00.000Z",
  endsAtLocal: "2026-12-31T23:59",
  oncePerCustomer: true,
  state: "scheduled",
});
const SHIPPING = discount({
  id: "d-2",
  code: "SHIPFREE",
  kind: "free_delivery",
  value: "0.00",
  active: false,
  state: "inactive",
});

function discountsApi(list: TDiscount[] | (() => Reply | Promise<Reply>), more: Record<string, Reply> = {}) {
  return mockFetch({
    "GET /api/discounts": typeof list === "function" ? list : { json: list },
    "GET /api/merchant/trading": { json: testTrading() },
    ...more,
  });
}

describe("the Discounts tab", () => {
  it("shows grey rows while loading, then the empty state with a way to create the first code", async () => {
    atWidth(390);
    const held = heldReply();
    discountsApi(held.reply);
    const { user } = renderApp(<DiscountsContent />);
    screen.getByRole("status", { name: "Loading your discount codes" });
    held.release({ json: [] });
    await screen.findByText("No discount codes yet");
    expect(screen.queryByRole("status", { name: "Loading your discount codes" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Create your first code" }));
    within(screen.getByRole("dialog")).getByRole("heading", { name: "Create discount code" });
  });

  it("on a phone, gives each code a card: offer, dates in the store's zone, state and figures", async () => {
    atWidth(390);
    discountsApi([WELCOME, SHIPPING]);
    renderApp(<DiscountsContent />);
    const [welcome, shipping] = (await screen.findAllByTestId("discount-card")).map((card) => within(card));
    expect(welcome!.getByTestId("discount-code").textContent).toBe("WELCOME10");
    welcome!.getByText("10% off · orders from $25.00");
    welcome!.getByText("Dec 1, 2026, 9:00 AM – Dec 31, 2026, 11:59 PM");
    welcome!.getByText("Once per customer");
    expect(welcome!.getByTestId("discount-state").textContent).toBe("Scheduled");
    const figures = [...welcome!.getAllByRole("definition")].map((dd) => dd.parentElement?.textContent);
    expect(figures).toEqual(["Uses 3 / 10", "Revenue $120.00", "Discount given $12.00"]);
    welcome!.getByRole("button", { name: "Copy WELCOME10" });

    shipping!.getByText("Free delivery · any order");
    shipping!.getByText("No start or end date");
    expect(shipping!.getByTestId("discount-state").textContent).toBe("Off");
    expect(shipping!.getByRole("switch", { name: "SHIPFREE on" }).getAttribute("aria-checked")).toBe("false");
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("on a desktop, gives each code a row of the table with its figures in columns", async () => {
    atWidth(1280);
    discountsApi([WELCOME, SHIPPING]);
    renderApp(<DiscountsContent />);
    const rows = await screen.findAllByTestId("discount-row");
    expect(
      within(screen.getByRole("table"))
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Code", "Offer and dates", "Status", "Uses", "Revenue", "Discount given", "On", "Actions"]);
    const cells = within(rows[0]!)
      .getAllByRole("cell")
      .map((td) => td.textContent);
    expect(cells.slice(3, 6)).toEqual(["3 / 10", "$120.00", "$12.00"]);
    expect(within(rows[1]!).getAllByRole("cell")[3]!.textContent).toBe("0 (no limit)");
    expect(screen.queryByTestId("discount-card")).toBeNull();
  });

  it("switches a code off from its row, and deletes one after asking", async () => {
    atWidth(1280);
    const { requests } = discountsApi([WELCOME], {
      "PUT /api/discounts/d-1": { json: { ...WELCOME, active: false, state: "inactive" } },
      "DELETE /api/discounts/d-1": { json: { message: "Discount code deleted" } },
    });
    const { user } = renderApp(<DiscountsContent />);
    await user.click(await screen.findByRole("switch", { name: "WELCOME10 on" }));
    await screen.findByText("WELCOME10 is off");
    expect(requests.find((r) => r.method === "PUT")?.body).toEqual({ active: false });

    await user.click(screen.getByRole("button", { name: "Delete WELCOME10" }));
    const confirm = within(screen.getByRole("alertdialog"));
    confirm.getByText(/Delete WELCOME10\? Customers can no longer use it\./);
    await user.click(confirm.getByRole("button", { name: "Delete" }));
    await screen.findByText("Discount code deleted");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(requests.filter((r) => r.method === "DELETE").map((r) => r.url)).toEqual(["/api/discounts/d-1"]);
  });

  it("opens a code's values for editing", async () => {
    atWidth(390);
    discountsApi([WELCOME]);
    const { user } = renderApp(<DiscountsContent />);
    await user.click(await screen.findByRole("button", { name: "Edit WELCOME10" }));
    const dialog = within(screen.getByRole("dialog"));
    dialog.getByRole("heading", { name: "Edit WELCOME10" });
    expect(dialog.getByLabelText("Code")).toHaveProperty("value", "WELCOME10");
  });
});
