import { act, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { mockFetch } from "#tests/web/fetch";
import { testMerchantOrder } from "#tests/web/merchant-orders";
import { renderApp } from "#tests/web/render";
import { printTicket } from "../utils/ticket-printer";
import { TicketPrintHost } from "./ticket-print-host";

const STORE = { name: "Bella Napoli Trattoria", phone: null, address: null };

describe("TicketPrintHost", () => {
  it("shows one ticket at a time to the print dialog, the next once the dialog has closed", async () => {
    mockFetch({ "GET /api/merchant/trading": { status: 404 } });
    const printed: (string | undefined)[] = [];
    // What the dialog would print: the ticket on the page when it opens.
    vi.stubGlobal("print", () => printed.push(screen.queryByTestId("order-ticket")?.dataset.format));
    renderApp(<TicketPrintHost store={STORE} />, { path: "/dashboard" });
    expect(screen.queryByTestId("ticket-print")).toBeNull();

    const order = testMerchantOrder();
    let first!: Promise<void>;
    let second!: Promise<void>;
    act(() => {
      first = printTicket(order, "receipt");
      second = printTicket(order, "a4");
    });
    await waitFor(() => expect(printed).toEqual(["receipt"]));
    // The page's rules print the ticket alone, on a roll as long as the ticket, out of sight on screen.
    expect(document.querySelector(".ticket-print style")?.textContent).toMatch(
      /body > :not\(\.ticket-print\) \{ display: none !important; \}[\s\S]*@page \{ size: 80mm \d+mm;/,
    );

    await act(async () => {
      window.dispatchEvent(new Event("afterprint"));
      await first;
    });
    await waitFor(() => expect(printed).toEqual(["receipt", "a4"]));
    expect(document.querySelector(".ticket-print style")?.textContent).toContain("@page { size: A4;");
    await act(async () => {
      window.dispatchEvent(new Event("afterprint"));
      await second;
    });
    expect(screen.queryByTestId("ticket-print")).toBeNull();
  });
});
