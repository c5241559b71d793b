import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { STORE_UNREACHABLE_MESSAGE } from "#contracts/store-unreachable";
import { mockFetch } from "#tests/web/fetch";
import { renderApp } from "#tests/web/render";
import MarketplacePage from "./marketplace";

describe("the marketplace when it cannot load", () => {
  it("while the store's database is away (503), says the server's sentence", async () => {
    mockFetch({ "GET /api/marketplace": { status: 503, body: { message: STORE_UNREACHABLE_MESSAGE } } });
    renderApp(<MarketplacePage />, { path: "/microsite/marketplace" });
    expect(await screen.findByRole("heading", { name: "Failed to Load Marketplace" })).toBeTruthy();
    screen.getByText(STORE_UNREACHABLE_MESSAGE);
  });

  it("for an answer with no message of ours (a proxy's page), says its own words", async () => {
    mockFetch({ "GET /api/marketplace": { status: 502, body: "<html>Bad Gateway</html>" } });
    renderApp(<MarketplacePage />, { path: "/microsite/marketplace" });
    expect(await screen.findByRole("heading", { name: "Failed to Load Marketplace" })).toBeTruthy();
    screen.getByText("Please try again later");
  });
});
