import type { BrowserContext, Page } from "playwright-core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { TPlaceOrderRequest, TPlaceOrderResponse } from "#contracts/orders";
import type { TGetMicrositeResponse } from "#contracts/storefront";
import { EXPECTED_409, watchConsole } from "./support/browser";
import { serverAndBrowser } from "./support/journey";

/** A missing store or product is answered 404 and the browser logs it: expected in those tests only. */
const EXPECTED_404 = /Failed to load resource: the server responded with a status of 404/;
/** A refused order (stock ran out) is answered 409. */

describe("shopper journeys (demo stores)", () => {
  const running = serverAndBrowser();
  let context: BrowserContext;
  let page: Page;
  let consoleErrors: string[];
  let allowed: RegExp[];

  const url = (path: string) => `${running.server.baseUrl}${path}`;
  const store = async (slug: string) =>
    (await (await fetch(url(`/api/microsite/${slug}`))).json()) as TGetMicrositeResponse;
  const productId = async (slug: string, name: string) => {
    const found = (await store(slug)).products.find((p) => p.name === name);
    if (!found) throw new Error(`no product ${name} in ${slug}`);
    return found.id;
  };
  const storedCart = (slug: string) =>
    page.evaluate((key) => {
      const raw = localStorage.getItem(key);
      return raw ? (JSON.parse(raw) as { product: { name: string }; quantity: number }[]) : null;
    }, `cart_${slug}`);
  const card = (name: string) =>
    page.locator("article", { has: page.getByRole("link", { name, exact: true }) });

  beforeEach(async () => {
    context = await running.browser.newContext({ viewport: { width: 390, height: 844 } });
    page = await context.newPage();
    allowed = [];
    // A test that expects an error status adds it to `allowed` (read when a message arrives).
    consoleErrors = watchConsole(page, allowed);
  });
  afterEach(async () => {
    await context.close();
    expect(consoleErrors).toEqual([]);
  });

  it("marketplace → store → search → two products → cart survives a reload → checkout → order success", async () => {
    await page.goto(url("/microsite/marketplace"));
    await page.getByRole("heading", { name: "Discover Local Businesses" }).waitFor();
    await expect(page.getByTestId("store-count").textContent()).resolves.toBe("3 stores available");
    for (const badge of ["Pharmacy", "Restaurant", "Retail"]) {
      const card = page.getByTestId("store-card").getByText(badge, { exact: true });
      await expect(card.isVisible()).resolves.toBe(true);
    }
    await page.getByRole("link", { name: "Visit Store: Greenleaf Pharmacy" }).click();
    await page.waitForURL(/\/microsite\/greenleaf-pharmacy$/);
    await page.getByRole("heading", { name: "Greenleaf Pharmacy" }).waitFor();
    await expect(page.getByText("Quality products, great service").count()).resolves.toBe(0);

    await page.getByRole("button", { name: "View All Products (12)" }).click();
    await page.getByRole("heading", { name: "All Products" }).waitFor();
    await page.getByText("12 products").waitFor();
    // Search matches name or description, case-insensitively, once typing pauses.
    await page.getByRole("searchbox").fill("VITAMIN");
    await page.getByText("3 products").waitFor();
    for (const name of ["Vitamin D3 2000 IU", "Vitamin C 1000mg", "Daily Multivitamin"]) {
      await card(name).waitFor();
    }

    // Vitamin D3: 12.99, discounted to 9.99. Vitamin C: 11.50, 4 in stock.
    await card("Vitamin D3 2000 IU").getByRole("button", { name: "Quick Add" }).click();
    await card("Vitamin D3 2000 IU").getByText("Added!").waitFor();
    // Once in the cart, the card's one control is the cart's own quantity: − n +.
    const cardC = card("Vitamin C 1000mg");
    await cardC.getByRole("button", { name: "Quick Add" }).click();
    await cardC.getByRole("button", { name: "Add More" }).click();
    await expect(
      cardC.getByRole("group", { name: "Vitamin C 1000mg in your cart" }).locator("output").textContent(),
    ).resolves.toBe("2");
    await page.getByRole("button", { name: "Cart, 3 items" }).waitFor();
    await expect(cardC.getByText("Only 4 left").isVisible()).resolves.toBe(true);
    // Tap targets of 44 px.
    const plus = await cardC.getByRole("button", { name: "Add More" }).boundingBox();
    expect(plus!.height).toBeGreaterThanOrEqual(44);
    // Down to 0 takes the product out of the cart, and the card offers Quick Add again.
    const multi = card("Daily Multivitamin");
    await multi.getByRole("button", { name: "Quick Add" }).click();
    await page.getByRole("button", { name: "Cart, 4 items" }).waitFor();
    await multi.getByRole("button", { name: "Remove from cart" }).click();
    await multi.getByRole("button", { name: "Quick Add" }).waitFor();
    await page.getByRole("button", { name: "Cart, 3 items" }).waitFor();

    // The cart is kept in browser storage under cart_{slug} and restored on load.
    await expect(storedCart("greenleaf-pharmacy")).resolves.toMatchObject([
      { product: { name: "Vitamin D3 2000 IU" }, quantity: 1 },
      { product: { name: "Vitamin C 1000mg" }, quantity: 2 },
    ]);
    await page.reload();
    await page.getByRole("button", { name: "Cart, 3 items" }).click();
    await page.getByRole("heading", { name: "Shopping Cart" }).waitFor();
    await expect(page.getByTestId("cart-line").count()).resolves.toBe(2);
    await expect(page.getByTestId("cart-total").textContent()).resolves.toBe("$32.99");
    await page.getByRole("button", { name: "Increase quantity of Vitamin D3 2000 IU" }).click();
    await expect(page.getByTestId("cart-total").textContent()).resolves.toBe("$42.98");
    await page.getByRole("button", { name: "Decrease quantity of Vitamin D3 2000 IU" }).click();
    await expect(page.getByTestId("cart-total").textContent()).resolves.toBe("$32.99");

    await page.getByRole("button", { name: "Proceed to Checkout" }).click();
    await page.getByRole("heading", { name: "Order Summary" }).waitFor();
    await page.getByRole("heading", { name: "Delivery Details" }).waitFor();
    await expect(page.getByTestId("checkout-total").textContent()).resolves.toBe("$32.99");
    const placeOrder = page.getByRole("button", { name: "Place Order - $32.99" });
    await expect(placeOrder.isDisabled()).resolves.toBe(true);
    await page.getByLabel("Full Name *").fill("Ana Shopper");
    await page.getByLabel("Phone Number *").fill("+1 212 555 0100");
    await expect(placeOrder.isDisabled()).resolves.toBe(true);
    await page.getByLabel("Delivery Address *").fill("1 Main Street, New York, NY 10013");
    await expect(placeOrder.isDisabled()).resolves.toBe(false);
    // The pharmacy delivers to drawn areas: the address must be inside one first.
    await placeOrder.click();
    await page.getByTestId("toast").filter({ hasText: "Delivery Not Available" }).waitFor();
    await page.getByLabel("Or check by address").fill("1 Main St, NY");
    await page.getByTestId("address-check-result").filter({ hasText: "at least 15 characters" }).waitFor();
    await page.getByLabel("Or check by address").fill("1 Main Street, New York, NY 10013");
    await page
      .getByTestId("address-check-result")
      .filter({ hasText: "Delivering to Lower Manhattan" })
      .waitFor();
    await page
      .getByTestId("delivery-summary")
      .filter({ hasText: "Location verified - we deliver to your area!" })
      .waitFor();

    const [response] = await Promise.all([
      page.waitForResponse((res) => res.url().endsWith("/api/orders") && res.request().method() === "POST"),
      placeOrder.click(),
    ]);
    expect(response.status()).toBe(201);
    const sent = response.request().postDataJSON() as TPlaceOrderRequest;
    expect(sent).toEqual({
      merchantSlug: "greenleaf-pharmacy",
      customer: {
        name: "Ana Shopper",
        phone: "+1 212 555 0100",
        address: "1 Main Street, New York, NY 10013",
      },
      items: [
        { productId: await productId("greenleaf-pharmacy", "Vitamin D3 2000 IU"), quantity: 1 },
        { productId: await productId("greenleaf-pharmacy", "Vitamin C 1000mg"), quantity: 2 },
      ],
      location: { lat: 40.7128, lng: -74.006 },
    });
    const order = (await response.json()) as TPlaceOrderResponse;
    // The server priced the order itself: 9.99 + 2 × 11.50, the effective prices.
    expect(order.totalAmount).toBe("32.99");
    expect(order.orderItems.map((item) => [item.productName, item.price, item.quantity])).toEqual(
      expect.arrayContaining([
        ["Vitamin D3 2000 IU", "9.99", 1],
        ["Vitamin C 1000mg", "11.50", 2],
      ]),
    );

    await page.getByRole("heading", { name: "Order Placed!" }).waitFor();
    await expect(page.getByTestId("order-number").textContent()).resolves.toBe(
      `#${order.id.slice(-8).toUpperCase()}`,
    );
    for (const text of [
      "Thank you for your order. We'll prepare it for delivery shortly.",
      "Estimated delivery: 30-45 minutes",
      "Status: Pending",
      "+1 212-555-0142",
      "Track Your Order",
    ]) {
      await expect(page.getByRole("main").getByText(text).first().isVisible()).resolves.toBe(true);
    }
    await expect(page.getByRole("button", { name: "Copy Order Info" }).isVisible()).resolves.toBe(true);
    // The cart is emptied, in the page and in storage; the stock went down in the database.
    await page.getByRole("button", { name: "Cart, 0 items" }).waitFor();
    await expect(storedCart("greenleaf-pharmacy")).resolves.toBeNull();
    const vitaminC = (await store("greenleaf-pharmacy")).products.find((p) => p.name === "Vitamin C 1000mg");
    expect(vitaminC?.quantity).toBe(2);

    await page.getByRole("button", { name: "Continue Shopping" }).click();
    await page.getByRole("heading", { name: "Featured Products" }).waitFor();
    expect(new URL(page.url()).search).toBe("");
  });

  it("views: categories, filters and their empty states; home resets; the back button steps back a view", async () => {
    await page.goto(url("/microsite/greenleaf-pharmacy"));
    await page.getByRole("heading", { name: "Shop by Category" }).waitFor();
    await expect(
      page.getByRole("link", { name: /Call us to order or take advice/ }).getAttribute("href"),
    ).resolves.toBe("tel:+12125550142");
    // Special offers: a linked ad opens in a new tab; one without a link is just promotional.
    const flu = page.getByRole("link", { name: /Free flu shots/ });
    await expect(flu.getAttribute("href")).resolves.toBe("https://www.cdc.gov/flu");
    await expect(flu.getAttribute("target")).resolves.toBe("_blank");
    await expect(flu.textContent()).resolves.toContain("Click to learn more");
    await expect(page.getByText("Promotional content").count()).resolves.toBe(1);
    await expect(page.getByText("Summer sun care sale").count()).resolves.toBe(0);
    // A pharmacy takes prescription orders: the card opens their form.
    await page.getByRole("button", { name: /Order using Prescription/ }).click();
    await page.getByRole("heading", { name: "Order using Prescription", level: 1 }).waitFor();
    await page.goBack();

    // A category opens from its chip at the top or its card under 'Shop by Category'.
    const chips = page.getByRole("navigation", { name: "Categories" });
    const categoryGrid = page.getByRole("region", { name: "Shop by Category" });
    await chips.getByRole("button", { name: "Vitamins" }).click();
    await page.getByRole("heading", { name: "Vitamins", level: 1 }).waitFor();
    await page.getByText("4 products").waitFor();
    await page.getByRole("searchbox").fill("zzz");
    await page.getByText("No products found").waitFor();
    // Back to home clears the category and the search.
    await page.getByRole("button", { name: "Back to store home" }).click();
    await page.getByRole("heading", { name: "Featured Products" }).waitFor();
    expect(new URL(page.url()).search).toBe("");
    await categoryGrid.getByRole("button", { name: /^Vitamins/ }).click();
    await expect(page.getByRole("searchbox").inputValue()).resolves.toBe("");
    await page.getByText("4 products").waitFor();
    // The browser's back button steps back one view.
    await page.goBack();
    await page.getByRole("heading", { name: "Featured Products" }).waitFor();

    await page.getByRole("button", { name: /View All Products/ }).click();
    await page.getByText("12 products").waitFor();
    await page.getByLabel("Price").selectOption("over-50");
    await page.getByText("No products match your filters").waitFor();
    await page.getByLabel("Price").selectOption("10-50");
    await page.getByText("6 products").waitFor();
    await page.getByLabel("Price").selectOption("under-10");
    await page.getByText("6 products").waitFor();
    // Vitamin D3 is 12.99 but discounted to 9.99: under $10 uses the price paid.
    await card("Vitamin D3 2000 IU").waitFor();
    await page.getByLabel("Availability").selectOption("out-of-stock");
    await page.getByText("1 product", { exact: true }).waitFor();
    const shampoo = card("Gentle Baby Shampoo").getByRole("button", { name: "Out of Stock" });
    await expect(shampoo.isDisabled()).resolves.toBe(true);
    await page.getByRole("searchbox").fill("bandage");
    await page.getByText('No products found matching "bandage"').waitFor();
    await page.getByRole("button", { name: "Clear All" }).click();
    await page.getByText("12 products").waitFor();
    await expect(page.getByRole("searchbox").inputValue()).resolves.toBe("");

    // Cart from the header, then back to the product list with its filters.
    await page.getByLabel("Category").selectOption({ label: "First Aid" });
    await page.getByText("2 products").waitFor();
    await page.getByRole("button", { name: "Cart, 0 items" }).click();
    await page.getByText("Your cart is empty").waitFor();
    await page.goBack();
    await page.getByText("2 products").waitFor();

    // Clicking a card opens the product page; back returns to the list.
    await page.getByRole("link", { name: "Digital Thermometer", exact: true }).click();
    await page.waitForURL(/\/microsite\/greenleaf-pharmacy\/product\//);
    await page.getByRole("heading", { name: "Digital Thermometer" }).waitFor();
    await page.getByRole("button", { name: "Go back" }).click();
    await page.getByText("2 products").waitFor();
  });

  it("product page: quantity limits, add to cart, share; out-of-stock products cannot be added", async () => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: running.server.baseUrl });
    const truffleId = await productId("bella-napoli", "Truffle Mushroom Pizza");
    await page.goto(url(`/microsite/bella-napoli/product/${truffleId}`));
    await page.getByRole("heading", { name: "Truffle Mushroom Pizza" }).waitFor();
    await page.getByText("Bella Napoli Trattoria").first().waitFor();
    await expect(page.getByText("Only 5 left").isVisible()).resolves.toBe(true);
    await expect(page.getByText("Free delivery on orders over $50").isVisible()).resolves.toBe(true);
    await expect(page.getByText("5 units").isVisible()).resolves.toBe(true);
    await expect(page.getByText(truffleId.slice(0, 8), { exact: true }).isVisible()).resolves.toBe(true);

    const increase = page.getByRole("button", { name: "Increase quantity" });
    await expect(page.getByRole("button", { name: "Decrease quantity" }).isDisabled()).resolves.toBe(true);
    for (let i = 0; i < 4; i++) await increase.click();
    await page.getByText("Maximum available quantity selected").waitFor();
    await expect(increase.isDisabled()).resolves.toBe(true);
    await page.getByRole("button", { name: "Add to Cart - $97.50" }).click();
    await page.getByRole("button", { name: "Added to Cart!" }).waitFor();
    await expect(storedCart("bella-napoli")).resolves.toMatchObject([
      { product: { name: "Truffle Mushroom Pizza" }, quantity: 5 },
    ]);
    // All five are in the cart now: nothing more can be added.
    await page.getByText("5 units already in your cart: that is all we have.").waitFor();
    await page.getByRole("button", { name: "Cart, 5 items" }).waitFor();

    await page.getByRole("button", { name: "Share" }).click();
    await page.getByTestId("toast").getByText("Link copied!").waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(page.url());

    // Opened from a link: back goes to the store page, whose cart has the pizzas.
    await page.getByRole("button", { name: "Go back" }).click();
    await page.waitForURL(/\/microsite\/bella-napoli$/);
    await page.getByRole("button", { name: "Cart, 5 items" }).waitFor();

    // Cannoli are sold out (quantity 0): left out of Featured Products, disabled on their card in
    // the menu, the full list and on their own page.
    const featured = page.getByRole("region", { name: "Featured Products" });
    await featured.getByRole("article").first().waitFor();
    await expect(
      featured.getByRole("link", { name: "Cannoli Siciliani (2)", exact: true }).count(),
    ).resolves.toBe(0);
    await expect(
      page
        .getByRole("region", { name: "Desserts" })
        .getByRole("button", { name: "Out of Stock" })
        .isDisabled(),
    ).resolves.toBe(true);
    await page.getByRole("button", { name: /View All Products/ }).click();
    await page.getByRole("heading", { name: "All Products" }).waitFor();
    await expect(
      card("Cannoli Siciliani (2)").getByRole("button", { name: "Out of Stock" }).isDisabled(),
    ).resolves.toBe(true);
    await page.getByRole("link", { name: "Cannoli Siciliani (2)", exact: true }).click();
    await page.getByRole("heading", { name: "Cannoli Siciliani (2)" }).waitFor();
    await expect(page.getByRole("button", { name: "Out of Stock" }).isDisabled()).resolves.toBe(true);
    await expect(page.getByText("Out of Stock").first().isVisible()).resolves.toBe(true);
  });

  it("a refused order shows the server's reason and the cart follows the new stock", async () => {
    allowed.push(EXPECTED_409);
    await page.goto(url("/microsite/urban-threads"));
    await page.getByRole("button", { name: /View All Products/ }).click();
    await page.getByRole("heading", { name: "All Products" }).waitFor();
    await page.getByRole("searchbox").fill("canvas shorts");
    await page.getByText("1 product", { exact: true }).waitFor();
    await card("Canvas Shorts").getByRole("button", { name: "Quick Add" }).click();
    await card("Canvas Shorts").getByRole("button", { name: "Add More" }).click();
    await page.getByRole("button", { name: "Cart, 2 items" }).waitFor();
    // Meanwhile someone else buys one of the two (same API, its own CSRF token).
    const shortsId = await productId("urban-threads", "Canvas Shorts");
    const { csrfToken } = (await (await page.request.get(url("/api/csrf-token"))).json()) as {
      csrfToken: string;
    };
    const other = await page.request.post(url("/api/orders"), {
      headers: { "x-csrf-token": csrfToken },
      data: {
        merchantSlug: "urban-threads",
        customer: { name: "Someone Else", phone: "+1 646 555 0000", address: "2 Prince Street" },
        items: [{ productId: shortsId, quantity: 1 }],
        location: { lat: 40.722, lng: -74.0 },
      },
    });
    expect(other.status()).toBe(201);

    await page.getByRole("button", { name: "Cart, 2 items" }).click();
    await page.getByRole("button", { name: "Proceed to Checkout" }).click();
    await page.getByLabel("Full Name *").fill("Ana Shopper");
    await page.getByLabel("Phone Number *").fill("+1 646 555 0101");
    await page.getByLabel("Delivery Address *").fill("9 Spring Street, New York");
    await page.getByLabel("Order Notes (Optional)").fill("Ring twice");
    // The phone says the shopper is in SoHo, inside the store's zone.
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation({ latitude: 40.722, longitude: -74.0 });
    await page.getByRole("button", { name: "Detect My Location" }).click();
    await page
      .getByTestId("location-check-result")
      .filter({ hasText: "Great! You're in our delivery zone: SoHo & Nolita" })
      .waitFor();
    await page.getByRole("button", { name: "Place Order - $84.00" }).click();
    const toast = page.getByTestId("toast");
    await toast.getByText("Could not place your order").waitFor();
    await toast.getByText('"Canvas Shorts" has only 1 left').waitFor();
    // The store is fetched again and the cart is capped at what is left.
    await page.getByRole("button", { name: "Place Order - $42.00" }).waitFor();
    await page.getByRole("button", { name: "Cart, 1 item" }).waitFor();

    const [response] = await Promise.all([
      page.waitForResponse((res) => res.url().endsWith("/api/orders") && res.request().method() === "POST"),
      page.getByRole("button", { name: "Place Order - $42.00" }).click(),
    ]);
    expect(response.status()).toBe(201);
    expect((response.request().postDataJSON() as TPlaceOrderRequest).notes).toBe("Ring twice");
    expect(((await response.json()) as TPlaceOrderResponse).totalAmount).toBe("42.00");
    await page.getByRole("heading", { name: "Order Placed!" }).waitFor();
  });

  it("missing stores and products say so", async () => {
    allowed.push(EXPECTED_404);
    await page.goto(url("/microsite/no-such-store"));
    await page.getByRole("heading", { name: "Store Not Found" }).waitFor();
    await page.getByText("This store is not available or has been moved").waitFor();
    await page.goto(url("/microsite/greenleaf-pharmacy/product/00000000-0000-4000-8000-000000000000"));
    await page.getByRole("heading", { name: "Product Not Found" }).waitFor();
    await page.getByRole("button", { name: "Go Back", exact: true }).click();
    await page.waitForURL(/\/microsite\/greenleaf-pharmacy$/);
    await page.getByRole("heading", { name: "Featured Products" }).waitFor();
    // A view or category the store does not have: 'Page not found' inside the store's page.
    for (const search of ["?view=wishlist", "?view=category&category=00000000-0000-4000-8000-000000000000"]) {
      await page.goto(url(`/microsite/greenleaf-pharmacy${search}`));
      await page.getByText("Page not found", { exact: true }).waitFor();
    }
    await page.getByRole("button", { name: "Back to the store" }).click();
    await page.getByRole("heading", { name: "Featured Products" }).waitFor();
  });

  it("desktop width: the store page has no horizontal overflow and loads no dashboard or map code", async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const scripts: string[] = [];
    page.on("response", (res) => {
      if (res.request().resourceType() === "script") scripts.push(new URL(res.url()).pathname);
    });
    await page.goto(url("/microsite/bella-napoli"));
    await page.getByRole("heading", { name: "Featured Products" }).waitFor();
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBe(width);
    }
    expect(scripts.some((s) => /\/(dashboard|products|auth|landing)-/.test(s))).toBe(false);
    expect(scripts.some((s) => /leaflet|geoman/i.test(s))).toBe(false);
  });

  it("a first visit paints the store from the data inline in its HTML, without asking the API again", async () => {
    const apiCalls: string[] = [];
    page.on("request", (req) => {
      const path = new URL(req.url()).pathname;
      if (path.startsWith("/api/microsite/") || path === "/api/marketplace") apiCalls.push(path);
    });
    await page.goto(url("/microsite/bella-napoli"));
    await page.getByRole("heading", { name: "Featured Products" }).waitFor();
    await page.goto(url("/microsite/marketplace"));
    await page.getByText("Bella Napoli Trattoria").first().waitFor();
    expect(apiCalls).toEqual([]);
  });
});
