import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { TSetupProgress } from "#contracts/store-setup";
import { mockFetch } from "#tests/web/fetch";
import { renderApp } from "#tests/web/render";
import { ExamplesBanner } from "./examples-banner";

const progress = (products: number, categories = 4): TSetupProgress => ({
  steps: { type: "done", catalog: "done" },
  next: "hours",
  finishedAt: null,
  examples: { products, categories },
});

const banner = () => within(screen.getByRole("region", { name: "Example items" }));

describe("the catalog's word on a template's examples (issue 48)", () => {
  it("says how many wait, hidden from shoppers, and publishes them all in one request", async () => {
    let waiting = 12;
    const { requests } = mockFetch({
      "GET /api/setup": () => ({ json: progress(waiting) }),
      "POST /api/setup/examples/publish": () => {
        waiting = 0;
        return { json: { published: 12 } };
      },
    });
    const { user } = renderApp(<ExamplesBanner />);
    expect(
      (await screen.findByText("12 example items are hidden from shoppers until you publish or edit them."))
        .tagName,
    ).toBe("P");
    await user.click(banner().getByRole("button", { name: "Publish examples" }));
    expect((await screen.findByTestId("toast")).textContent).toContain(
      "12 items are now on sale in your store.",
    );
    expect(requests.filter((r) => r.method === "POST")).toEqual([
      { method: "POST", url: "/api/setup/examples/publish", body: {} },
    ]);
    // The count is read again: none wait, so the banner is gone.
    await waitFor(() => expect(screen.queryByRole("region", { name: "Example items" })).toBeNull());
  });

  it("asks before removing them, and removes them together with one request", async () => {
    let waiting = 1;
    const { requests } = mockFetch({
      "GET /api/setup": () => ({ json: progress(waiting, 1) }),
      "DELETE /api/setup/examples": () => {
        waiting = 0;
        return { json: { products: 1, categories: 1 } };
      },
    });
    const { user } = renderApp(<ExamplesBanner />);
    await screen.findByText("1 example item is hidden from shoppers until you publish or edit them.");
    await user.click(banner().getByRole("button", { name: "Remove examples" }));
    const question = within(await screen.findByRole("alertdialog"));
    question.getByText(
      "The 1 example item and the example categories left empty are deleted. Your own products and categories stay.",
    );
    expect(requests.filter((r) => r.method === "DELETE")).toEqual([]);
    await user.click(question.getByRole("button", { name: "Remove examples" }));
    expect((await screen.findByTestId("toast")).textContent).toContain("Removed 1 product and 1 category.");
    expect(requests.filter((r) => r.method === "DELETE")).toEqual([
      { method: "DELETE", url: "/api/setup/examples", body: undefined },
    ]);
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await waitFor(() => expect(screen.queryByRole("region", { name: "Example items" })).toBeNull());
  });

  it("shows nothing for a store without examples", async () => {
    const { requests } = mockFetch({ "GET /api/setup": { json: progress(0, 0) } });
    renderApp(<ExamplesBanner />);
    await waitFor(() => expect(requests.map((r) => r.url)).toContain("/api/setup"));
    expect(screen.queryByRole("region", { name: "Example items" })).toBeNull();
  });
});
