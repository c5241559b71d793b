import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { TMarketplaceEntry } from "#contracts/storefront";
import { renderApp } from "#tests/web/render";
import { testMerchant } from "#tests/web/storefront";
import { StoreCard } from "./store-card";

const entry = (over: Partial<TMarketplaceEntry>): TMarketplaceEntry => ({
  merchant: testMerchant({ businessName: "Bella Napoli", businessType: "restaurant" }),
  productCount: 12,
  activeAdsCount: 0,
  openNow: true,
  closesAt: null,
  opensAt: null,
  ...over,
});

describe("a marketplace card says whether the store is open (issue 42)", () => {
  it("open, and when it closes today", () => {
    renderApp(<StoreCard entry={entry({ closesAt: { day: 3, time: "22:00" } })} />);
    const card = within(screen.getByRole("article"));
    card.getByText("Open now · closes 10:00 PM");
    card.getByText("Restaurant");
  });

  it("closed, and when it opens", () => {
    renderApp(<StoreCard entry={entry({ openNow: false, opensAt: { day: 2, time: "09:00" } })} />);
    expect(screen.getByText("Closed · opens Tue 9:00 AM")).toBeTruthy();
    expect(screen.queryByText(/Open now/)).toBeNull();
  });

  it("open around the clock", () => {
    renderApp(<StoreCard entry={entry({})} />);
    expect(screen.getByText("Open now")).toBeTruthy();
  });
});
