import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { CUSTOMERS_PAGE_SIZE, type TCustomer, type TCustomerDetails } from "#contracts/customers";
import { heldReply, mockFetch, type Reply } from "#tests/web/fetch";
import { renderApp } from "#tests/web/render";
import { type CustomersQuery, customersPageUrl } from "../api/get-customers";
import { CustomersTab } from "./customers-tab";

/** The screen's width, as the layout's media query reads it (jsdom lays nothing out). */
function atWidth(width: number) {
  vi.stubGlobal("matchMedia", (media: string) => {
    const min = /min-width:\s*(\d+)px/.exec(media);
    return {
      media,
      matches: min ? width >= Number(min[1]) : false,
      addEventListener: () => {},
      removeEventListener: () => {},
    };
  });
}

const LATEST_FIRST: CustomersQuery = { q: "", sort: "last", dir: "desc" };

/** `count` customers as the server lists them by default: "Customer 1" ordered last. */
const customersOf = (count: number): TCustomer[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `00000000-0000-4000-8000-${String(i + 1).padStart(12, "0")}`,
    name: `Customer ${i + 1}`,
    phone: `+1 555 ${String(1000 + i)}`,
    address: `${i + 1} Main Street`,
    ordersCount: 1 + (i % 4),
    totalSpent: `${10 + i}.50`,
    firstOrderAt: "2026-01-05T10:00:00.000Z",
    lastOrderAt: "2026-11-20T10:00:00.000Z",
  }));

/** The list's answers for each query named, at every offset: a search matches names, any case. */
function customersApi(
  all: TCustomer[],
  queries: CustomersQuery[] = [LATEST_FIRST],
  extra: Record<string, Reply | (() => Reply | Promise<Reply>)> = {},
) {
  const routes: Record<string, Reply | (() => Reply | Promise<Reply>)> = { ...extra };
  for (const query of queries) {
    const matching = all.filter((c) => c.name.toLowerCase().includes(query.q.toLowerCase()));
    const ordered = query.sort === "name" && query.dir === "desc" ? [...matching].reverse() : matching;
    for (let offset = 0; offset < Math.max(1, ordered.length); offset += CUSTOMERS_PAGE_SIZE) {
      routes[`GET ${customersPageUrl(query, offset)}`] = {
        json: { customers: ordered.slice(offset, offset + CUSTOMERS_PAGE_SIZE), total: matching.length },
      };
    }
  }
  return mockFetch(routes);
}

const names = () =>
  screen
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).getAllByRole("cell")[0]!.textContent);

describe("the Customers tab", () => {
  it("lists customers in a table, pages on the server, and links each to their page", async () => {
    atWidth(1280);
    customersApi(customersOf(120));
    const { user } = renderApp(<CustomersTab />, { path: "/dashboard?tab=customers" });
    await screen.findByText("Page 1 of 3");
    expect(screen.getByTestId("showing-count").textContent).toBe("Showing 1–50 of 120");
    expect(names()).toHaveLength(50);
    const first = screen.getAllByRole("row")[1]!;
    expect(
      within(first)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["Customer 1", "+1 555 1000", "1 Main Street", "1", "$10.50", "Jan 5, 2026", "Nov 20, 2026"]);
    expect(within(first).getByRole("link", { name: "Customer 1" }).getAttribute("href")).toBe(
      "/dashboard?tab=customers&customer=00000000-0000-4000-8000-000000000001",
    );
    // The list opens sorted as the server's default: who ordered last first.
    expect(screen.getByRole("columnheader", { name: /Last order/ }).getAttribute("aria-sort")).toBe(
      "descending",
    );

    await user.click(screen.getByRole("button", { name: /Next/ }));
    await screen.findByText("Page 2 of 3");
    expect(screen.getByTestId("showing-count").textContent).toBe("Showing 51–100 of 120");
    expect(names()[0]).toBe("Customer 51");
    await user.click(screen.getByRole("button", { name: /Next/ }));
    await screen.findByText("Showing 101–120 of 120");
    await user.click(screen.getByRole("button", { name: /Previous/ }));
    await screen.findByText("Page 2 of 3");
  });

  it("sorts by a column on the server: ascending, then descending, with aria-sort", async () => {
    atWidth(1280);
    const byName = { ...LATEST_FIRST, sort: "name", dir: "asc" } as const;
    const { requests } = customersApi(customersOf(3), [LATEST_FIRST, byName, { ...byName, dir: "desc" }]);
    const { user } = renderApp(<CustomersTab />, { path: "/dashboard?tab=customers" });
    await screen.findByText("Customer 3");
    await user.click(screen.getByRole("button", { name: "Name" }));
    await waitFor(() =>
      expect(screen.getByRole("columnheader", { name: /Name/ }).getAttribute("aria-sort")).toBe("ascending"),
    );
    expect(screen.getByRole("columnheader", { name: /Last order/ }).getAttribute("aria-sort")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Name" }));
    await waitFor(() => expect(names()).toEqual(["Customer 3", "Customer 2", "Customer 1"]));
    expect(screen.getByRole("columnheader", { name: /Name/ }).getAttribute("aria-sort")).toBe("descending");
    expect(requests.map((r) => r.url)).toContain(customersPageUrl({ ...byName, dir: "desc" }, 0));
  });

  it("searches after typing stops, says when nobody matches, and exports what it shows", async () => {
    atWidth(1280);
    const search = { ...LATEST_FIRST, q: "customer 1" };
    const nobody = { ...LATEST_FIRST, q: "zed" };
    const { requests } = customersApi(customersOf(12), [LATEST_FIRST, search, nobody]);
    const { user } = renderApp(<CustomersTab />, { path: "/dashboard?tab=customers" });
    await screen.findByText("Customer 12");
    expect(screen.getByRole("link", { name: /Export CSV/ }).getAttribute("href")).toBe(
      "/api/customers/export?sort=last&dir=desc",
    );
    await user.type(screen.getByLabelText("Search customers"), "customer 1");
    await screen.findByText("Showing 1–4 of 4");
    expect(names()).toEqual(["Customer 1", "Customer 10", "Customer 11", "Customer 12"]);
    expect(screen.getByRole("link", { name: /Export CSV/ }).getAttribute("href")).toBe(
      "/api/customers/export?sort=last&dir=desc&q=customer+1",
    );
    // One request for the settled search, none for each keystroke.
    expect(requests.filter((r) => r.url.includes("q=")).map((r) => r.url)).toEqual([
      customersPageUrl(search, 0),
    ]);

    await user.clear(screen.getByLabelText("Search customers"));
    await user.type(screen.getByLabelText("Search customers"), "zed");
    await screen.findByText("No customers match “zed”");
  });

  it("says customers appear with their first order when the store has none", async () => {
    atWidth(1280);
    customersApi([]);
    renderApp(<CustomersTab />, { path: "/dashboard?tab=customers" });
    await screen.findByText("No customers yet");
    screen.getByText(/Customers appear here with their first order/);
    expect(screen.queryByRole("link", { name: /Export CSV/ })).toBeNull();
  });

  it("shows a loading state, then cards with a sort picker on a phone", async () => {
    atWidth(390);
    const held = heldReply();
    const bySpent = { q: "", sort: "spent", dir: "desc" } as const;
    customersApi(customersOf(2), [bySpent], { [`GET ${customersPageUrl(LATEST_FIRST, 0)}`]: held.reply });
    const { user } = renderApp(<CustomersTab />, { path: "/dashboard?tab=customers" });
    await screen.findByText("Loading customers...");
    held.release({ json: { customers: customersOf(2), total: 2 } });
    const cards = await screen.findAllByTestId("customer-card");
    expect(cards.map((card) => card.getAttribute("href"))).toEqual([
      "/dashboard?tab=customers&customer=00000000-0000-4000-8000-000000000001",
      "/dashboard?tab=customers&customer=00000000-0000-4000-8000-000000000002",
    ]);
    expect(cards[0]!.textContent).toContain("$10.50");
    expect(screen.queryByRole("table")).toBeNull();
    await user.selectOptions(screen.getByLabelText("Sort by"), "Total spent, most first");
    await waitFor(() =>
      expect((screen.getByLabelText("Sort by") as HTMLSelectElement).value).toBe("spent:descending"),
    );
    await screen.findByText("Showing 1–2 of 2");
  });
});

describe("a customer's page", () => {
  const details: TCustomerDetails = {
    ...customersOf(1)[0]!,
    currency: "USD",
    name: "Ada Lovelace",
    phone: "+1 (212) 555-0199",
    ordersCount: 2,
    totalSpent: "30.00",
    orders: [
      {
        id: "a1b2c3d4-0000-4000-8000-000000000001",
        currency: "USD",
        trackingCode: "ABCD1234",
        status: "cancelled",
        orderType: "regular",
        totalAmount: "12.00",
        discountCode: null,
        discountAmount: "0.00",
        fulfilment: "delivery",
        itemCount: 1,
        createdAt: "2026-11-20T10:00:00.000Z",
      },
      {
        id: "e5f6a7b8-0000-4000-8000-000000000002",
        currency: "USD",
        trackingCode: "EFGH5678",
        status: "completed",
        orderType: "regular",
        totalAmount: "30.00",
        discountCode: "WELCOME10",
        discountAmount: "3.33",
        fulfilment: "pickup",
        itemCount: 3,
        createdAt: "2026-01-05T10:00:00.000Z",
      },
    ],
  };

  it("shows who the customer is, their figures and their orders, each linking to the Orders tab", async () => {
    atWidth(1280);
    customersApi(customersOf(1), [LATEST_FIRST], { [`GET /api/customers/${details.id}`]: { json: details } });
    const { user } = renderApp(<CustomersTab />, { path: `/dashboard?tab=customers&customer=${details.id}` });
    await screen.findByRole("heading", { name: "Ada Lovelace" });
    expect(screen.getByRole("link", { name: /\+1 \(212\) 555-0199/ }).getAttribute("href")).toBe(
      "tel:+12125550199",
    );
    screen.getByText("1 Main Street");
    const figure = (label: string) =>
      screen.getAllByText(label).find((el) => el.tagName === "DT")?.nextElementSibling?.textContent;
    expect([figure("Orders"), figure("Total spent"), figure("First order"), figure("Last order")]).toEqual([
      "2",
      "$30.00",
      "Jan 5, 2026",
      "Nov 20, 2026",
    ]);
    const orders = screen.getAllByTestId("customer-order");
    expect(orders.map((o) => o.getAttribute("href"))).toEqual([
      `/dashboard?tab=orders&order=${details.orders[0]!.id}`,
      `/dashboard?tab=orders&order=${details.orders[1]!.id}`,
    ]);
    expect(within(orders[0]!).getByTestId("order-status").textContent).toBe("Cancelled");
    expect(orders[0]!.textContent).toContain("#a1b2c3d4");
    expect(orders[1]!.textContent).toContain("WELCOME10 −$3.33");
    expect(orders[1]!.textContent).toContain("3 items");

    await user.click(screen.getByRole("link", { name: "Back to customers" }));
    await screen.findByText("Customer 1");
  });

  it("says a customer is not found (another store's, or gone)", async () => {
    atWidth(1280);
    customersApi([], [LATEST_FIRST], {
      [`GET /api/customers/${details.id}`]: { status: 404, body: { message: "Customer not found" } },
    });
    renderApp(<CustomersTab />, { path: `/dashboard?tab=customers&customer=${details.id}` });
    await screen.findByText("Customer not found");
    screen.getByRole("link", { name: "Back to customers" });
  });
});
