import { screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { DISCOUNT_MESSAGES, type TDiscount } from "#contracts/discounts";
import { mockFetch, type Reply, type SentRequest } from "#tests/web/fetch";
import { renderApp } from "#tests/web/render";
import { testTrading } from "#tests/web/trading";
import { DiscountFormDialog } from "./discount-form-dialog";

const WELCOME: TDiscount = {
  id: "d-1",
  currency: "USD",
  code: "WELCOME10",
  kind: "percent",
  value: "10.00",
  minimumSubtotal: "25.00",
  startsAt: "2026-12-01T14:00:00.000Z",
  endsAt: null,
  startsAtLocal: "2026-12-01T09:00",
  endsAtLocal: null,
  usageLimit: 100,
  oncePerCustomer: true,
  active: true,
  uses: 0,
  revenue: "0.00",
  discountTotal: "0.00",
  state: "scheduled",
  createdAt: "2026-11-20T10:00:00.000Z",
};

/** The dialog as the Discounts tab opens it: open until it closes itself. */
function DiscountDialog({ discount = null }: { discount?: TDiscount | null }) {
  const [open, setOpen] = useState(true);
  return <DiscountFormDialog open={open} onOpenChange={setOpen} discount={discount} />;
}

function api(save?: (request: SentRequest) => Reply) {
  const saved = save ?? ((request) => ({ json: { ...WELCOME, ...(request.body as object) } }));
  return mockFetch({
    "GET /api/merchant/trading": { json: testTrading({ timeZone: "America/New_York" }) },
    "GET /api/discounts": { json: [] },
    "POST /api/discounts": saved,
    "PUT /api/discounts/d-1": saved,
  });
}

const dialog = () => within(screen.getByRole("dialog"));
const field = (label: string) => dialog().getByLabelText(label);
/** The message shown beside a field (its aria-describedby), or "" for none. */
const error = (label: string) => {
  const described = field(label).getAttribute("aria-describedby");
  return described ? (document.getElementById(described)?.textContent ?? "") : "";
};
const saves = (requests: SentRequest[]) => requests.filter((r) => r.method !== "GET");

describe("the discount code dialog", () => {
  it("creates WELCOME10 from the labelled fields, with times in the store's time zone", async () => {
    const { requests } = api();
    const { user } = renderApp(<DiscountDialog />);
    dialog().getByRole("heading", { name: "Create discount code" });
    dialog().getByText("Customers type it at checkout, in any case. Letters, digits, - and _.");
    await dialog().findByText(/in your store's time zone \(America\/New_York\)/);
    expect(field("Percentage")).toHaveProperty("checked", true);
    expect(field("Value").parentElement?.textContent).toBe("%");

    await user.type(field("Code"), "WELCOME10");
    await user.type(field("Value"), "10");
    await user.type(field("Minimum order subtotal"), "25");
    await user.type(field("Starts"), "2026-12-01T09:00");
    await user.type(field("Usage limit"), "100");
    await user.click(field("Once per customer (by phone number)"));
    expect(field("Active").getAttribute("aria-checked")).toBe("true");
    await user.click(dialog().getByRole("button", { name: "Create code" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(saves(requests)).toEqual([
      {
        method: "POST",
        url: "/api/discounts",
        body: {
          code: "WELCOME10",
          kind: "percent",
          value: "10",
          minimumSubtotal: "25",
          startsAt: "2026-12-01T09:00",
          endsAt: null,
          usageLimit: 100,
          oncePerCustomer: true,
          active: true,
        },
      },
    ]);
    await screen.findByText("Discount code WELCOME10 created");
  });

  it("asks no value for free delivery, and a dollar amount for a fixed one", async () => {
    const { requests } = api();
    const { user } = renderApp(<DiscountDialog />);
    await user.type(field("Code"), "shipfree");
    await user.click(field("Fixed amount"));
    expect(field("Value").parentElement?.textContent).toBe("$");
    await user.click(field("Free delivery"));
    expect(dialog().queryByLabelText("Value")).toBeNull();
    await user.click(dialog().getByRole("button", { name: "Create code" }));
    await waitFor(() => expect(saves(requests)).toHaveLength(1));
    expect(saves(requests)[0]!.body).toMatchObject({ code: "shipfree", kind: "free_delivery", value: "0" });
  });

  it("says what is wrong beside each field before sending anything, and clears a message once the field changes", async () => {
    const { requests } = api();
    const { user } = renderApp(<DiscountDialog />);
    await user.type(field("Code"), "TEN OFF");
    await user.type(field("Value"), "150");
    await user.type(field("Usage limit"), "1.5");
    await user.click(dialog().getByRole("button", { name: "Create code" }));
    await waitFor(() => expect(error("Code")).toBe(DISCOUNT_MESSAGES.codeFormat));
    expect(error("Usage limit")).toBe(DISCOUNT_MESSAGES.usageLimit);
    expect(field("Code").getAttribute("aria-invalid")).toBe("true");

    await user.clear(field("Code"));
    await user.type(field("Code"), "TENOFF");
    expect(error("Code")).toBe("");
    await user.clear(field("Usage limit"));
    await user.click(dialog().getByRole("button", { name: "Create code" }));
    await waitFor(() => expect(error("Value")).toBe(DISCOUNT_MESSAGES.percent));

    await user.clear(field("Value"));
    await user.type(field("Value"), "10");
    await user.type(field("Starts"), "2026-12-02T09:00");
    await user.type(field("Ends"), "2026-12-01T09:00");
    await user.click(dialog().getByRole("button", { name: "Create code" }));
    await waitFor(() => expect(error("Ends")).toBe(DISCOUNT_MESSAGES.endBeforeStart));
    // Below the fold on a phone: the merchant is taken there.
    expect(document.activeElement).toBe(field("Ends"));
    expect(saves(requests)).toEqual([]);
  });

  it("shows the server's refusal beside the field it names, or for the whole form, and stays open", async () => {
    let answer: Reply = {
      status: 409,
      body: {
        message: DISCOUNT_MESSAGES.duplicate("WELCOME10"),
        issues: [{ path: ["code"], message: DISCOUNT_MESSAGES.duplicate("WELCOME10") }],
      },
    };
    api(() => answer);
    const { user } = renderApp(<DiscountDialog />);
    await user.type(field("Code"), "welcome10");
    await user.type(field("Value"), "10");
    await user.click(dialog().getByRole("button", { name: "Create code" }));
    await waitFor(() => expect(error("Code")).toBe('You already have a discount code "WELCOME10"'));

    answer = { status: 409, body: { message: DISCOUNT_MESSAGES.tooMany } };
    await user.clear(field("Code"));
    await user.type(field("Code"), "ANOTHER");
    await user.click(dialog().getByRole("button", { name: "Create code" }));
    expect((await dialog().findByRole("alert")).textContent).toBe(DISCOUNT_MESSAGES.tooMany);
    dialog().getByRole("heading", { name: "Create discount code" });
  });

  it("edits a code with its values filled in, and sends them all", async () => {
    const { requests } = api();
    const { user } = renderApp(<DiscountDialog discount={WELCOME} />);
    dialog().getByRole("heading", { name: "Edit WELCOME10" });
    expect(field("Code")).toHaveProperty("value", "WELCOME10");
    expect(field("Value")).toHaveProperty("value", "10");
    expect(field("Minimum order subtotal")).toHaveProperty("value", "25.00");
    expect(field("Starts")).toHaveProperty("value", "2026-12-01T09:00");
    expect(field("Ends")).toHaveProperty("value", "");
    expect(field("Usage limit")).toHaveProperty("value", "100");
    expect(field("Once per customer (by phone number)").getAttribute("aria-checked")).toBe("true");

    await user.clear(field("Usage limit"));
    await user.click(dialog().getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(saves(requests)).toEqual([
      {
        method: "PUT",
        url: "/api/discounts/d-1",
        body: {
          code: "WELCOME10",
          kind: "percent",
          value: "10",
          minimumSubtotal: "25.00",
          startsAt: "2026-12-01T09:00",
          endsAt: null,
          usageLimit: null,
          oncePerCustomer: true,
          active: true,
        },
      },
    ]);
    await screen.findByText("Discount code WELCOME10 saved");
  });
});
