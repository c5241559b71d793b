import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ROLE_PERMISSIONS } from "#contracts/staff";
import { mockFetch, TEST_OWNER } from "#tests/web/fetch";
import { renderApp } from "#tests/web/render";
import { ChooseStore } from "./choose-store";
import { StoreSwitcher } from "./store-switcher";

/** A person who owns one store and cooks in another. */
const STORES = [
  { merchantId: "m-test", businessName: "Test Store", role: "owner" as const },
  { merchantId: "m-pizza", businessName: "Bella Napoli", role: "kitchen" as const },
];
const IN_OWN_STORE = { ...TEST_OWNER, stores: STORES };
const IN_KITCHEN = {
  ...TEST_OWNER,
  id: "m-pizza",
  businessName: "Bella Napoli",
  role: "kitchen" as const,
  permissions: ROLE_PERMISSIONS.kitchen,
  stores: STORES,
};

describe("choosing a store (decision 0059)", () => {
  it("lists the person's stores with their role, and opens the chosen one's home for that role", async () => {
    const { requests } = mockFetch({
      "GET /api/user": { json: IN_OWN_STORE },
      "POST /api/user/store": { json: IN_KITCHEN },
    });
    const { user } = renderApp(<ChooseStore />, { path: "/choose-store" });
    expect(await screen.findByRole("heading", { name: "Choose a store" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: /Bella Napoli\s*Kitchen/ }));
    await waitFor(() => expect(window.location.pathname).toBe("/kitchen"));
    expect(requests.at(-1)).toEqual({
      method: "POST",
      url: "/api/user/store",
      body: { merchantId: "m-pizza" },
    });
  });

  it("switches store from the header, to the dashboard for an owner", async () => {
    const { requests } = mockFetch({
      "GET /api/user": { json: IN_KITCHEN },
      "POST /api/user/store": { json: IN_OWN_STORE },
    });
    const { user } = renderApp(<StoreSwitcher />, { path: "/kitchen" });
    await user.selectOptions(await screen.findByLabelText("Store"), "m-test");
    await waitFor(() => expect(window.location.pathname).toBe("/dashboard"));
    expect(requests.at(-1)).toEqual({
      method: "POST",
      url: "/api/user/store",
      body: { merchantId: "m-test" },
    });
  });

  it("shows no switcher to a person of one store", async () => {
    mockFetch({});
    const { queryClient } = renderApp(<StoreSwitcher />, { path: "/dashboard" });
    await waitFor(() => expect(queryClient.getQueryData(["auth", "user"])).toBeTruthy());
    expect(screen.queryByLabelText("Store")).toBeNull();
  });
});
