import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";

/**
 * The marketplace with more stores than one page: search, type, load more. The four demo stores
 * and 61 more, registered by each test: 65 in all, one page of 60 and a second of 5.
 */
test.use({ serverEnv: { RATE_LIMIT_REGISTER_PER_MINUTE: "1000" }, expectedStatuses: [401] });

const EXTRA_STORES = 61;

/**
 * Registers Neighbourhood Shop 00 to 60, each from a cookie jar of its own (a new merchant), with
 * one product each.
 */
async function registerNeighbourhoodShops(newRequest: () => Promise<APIRequestContext>) {
  const registerOne = async (i: number) => {
    const client = await newRequest();
    const { csrfToken } = (await (await client.get("/api/csrf-token")).json()) as { csrfToken: string };
    const registered = await client.post("/api/register", {
      headers: { "x-csrf-token": csrfToken },
      data: {
        email: `shop${i}@example.com`,
        password: "s3cret-pass",
        businessName: `Neighbourhood Shop ${String(i).padStart(2, "0")}`,
        businessSlug: `neighbourhood-shop-${i}`,
      },
    });
    expect(registered.status()).toBe(201);
    // Something to sell: a store with nothing is not listed (issue 42). Signed in now: a new token.
    const signedIn = (await (await client.get("/api/csrf-token")).json()) as { csrfToken: string };
    const product = await client.post("/api/products", {
      headers: { "x-csrf-token": signedIn.csrfToken },
      data: { name: "Gift card", price: "10.00", quantity: 5 },
    });
    expect(product.status()).toBe(201);
    await client.dispose();
  };
  // A few at a time: each is a password hash on the server.
  const queue = Array.from({ length: EXTRA_STORES }, (_, i) => i);
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let i = queue.shift(); i !== undefined; i = queue.shift()) await registerOne(i);
    }),
  );
}

const cards = (page: Page) => page.getByTestId("store-card");
const storeCount = (page: Page, text: string) => page.getByTestId("store-count").filter({ hasText: text });

// One test, one round of 61 registrations (each a password hash): the three parts read the same
// 65 stores and write nothing, so they need no server each (decision 0058).
test("65 stores: counted and paged, searched and filtered, and told when nothing matches", async ({
  page,
  playwright,
  baseURL,
}) => {
  await registerNeighbourhoodShops(() => playwright.request.newContext({ baseURL }));

  await test.step("counts every store, shows the first 60, and loads the rest on request", async () => {
    await page.goto("/microsite/marketplace");
    await expect(storeCount(page, "65 stores available")).toBeVisible();
    await expect(cards(page)).toHaveCount(60);
    await page.getByRole("button", { name: "Load more stores" }).click();
    // The button reads "Loading..." while the page comes, then goes: wait for the stores themselves.
    await expect(cards(page).nth(64)).toBeVisible();
    await expect(cards(page)).toHaveCount(65);
    await expect(page.getByRole("button", { name: /Load more stores|Loading/ })).toHaveCount(0);
  });

  await test.step("searches by name and by what a store sells, and filters by business type", async () => {
    await page.goto("/microsite/marketplace");
    await expect(storeCount(page, "65 stores available")).toBeVisible();
    await page.getByRole("searchbox", { name: "Search stores" }).fill("bella");
    await expect(storeCount(page, "1 store available")).toBeVisible();
    await expect(cards(page)).toHaveText([/Bella Napoli Trattoria/]);
    // What it sells finds it too, and its card says whether it is open (issue 42).
    await page.getByRole("searchbox", { name: "Search stores" }).fill("margherita");
    await expect(storeCount(page, "1 store available")).toBeVisible();
    await expect(cards(page)).toHaveText([/Bella Napoli Trattoria.*(Open now|Closed)/]);
    await page.getByRole("searchbox", { name: "Search stores" }).fill("");
    await page.getByRole("combobox", { name: "Business type" }).selectOption("pharmacy");
    await expect(storeCount(page, "2 stores available")).toBeVisible();
    await expect(cards(page).filter({ hasText: "Greenleaf Pharmacy" })).toBeVisible();
    await expect(cards(page).filter({ hasText: "Sharma Medicos" })).toBeVisible();
    await expect(cards(page)).toHaveCount(2);
  });

  await test.step("says so when nothing matches, and clearing the search shows every store again", async () => {
    // Where the step before left the page: the pharmacies picked, the search box empty.
    await page.goto("/microsite/marketplace");
    await page.getByRole("combobox", { name: "Business type" }).selectOption("pharmacy");
    await expect(storeCount(page, "2 stores available")).toBeVisible();

    await page.getByRole("searchbox", { name: "Search stores" }).fill("no such shop anywhere");
    await expect(page.getByText("No stores match your search")).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await page.getByRole("button", { name: "Clear search" }).click();
    await expect(storeCount(page, "65 stores available")).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Business type" })).toHaveValue("");
  });
});
