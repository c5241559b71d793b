import type { Page } from "@playwright/test";
import type { TProduct } from "#contracts/catalog";
import type { TSetupProgress } from "#contracts/store-setup";
import type { TZone } from "#contracts/zones";
import { apiOf } from "./support/api";
import { seriousViolations } from "./support/axe";
import { DESKTOP, expect, test } from "./support/fixtures";
import { fillDeliveryDetails, productCard } from "./support/shopper";

/**
 * Issue 48: "In 5 Minutes", for real. A new restaurant owner goes from the landing page to a live
 * store through the first-run path at 390 px: registered from the restaurant template, the menu's
 * twelve example dishes edited in place and published, the usual hours, pickup and delivery within
 * 3 km of the store (found by its address: the e2e servers geocode with the Nominatim stand-in), cash;
 * then a shopper orders a pizza in a size from the new store. The screens the owner sees are
 * counted (item 5: at most six after the landing page), and the scripted time reported, not asserted.
 */
// A signed-out visitor's GET /api/user answers 401.
test.use({ data: "empty", expectedStatuses: [401] });

/** Where the restaurant stands: Bella Napoli's door in Williamsburg (a house the stand-in knows). */
const STORE_ADDRESS = "245 Bedford Avenue, Brooklyn, NY 11211";
/** A shopper about 600 m away, well inside 3 km. */
const SHOPPER_ADDRESS = "180 Kent Avenue, Brooklyn, NY 11249";

/**
 * The screens the owner sees, each once: its path (and step) with its main heading, as they show.
 * axe runs on each (its time is kept apart from the owner's).
 */
function screensSeen(page: Page) {
  const seen: string[] = [];
  const violations: string[] = [];
  let axeMs = 0;
  return {
    seen,
    violations,
    axeMs: () => axeMs,
    async see(heading: string) {
      const h1 = page.getByRole("heading", { level: 1, name: heading });
      await expect(h1).toBeVisible();
      const url = new URL(page.url());
      const screen = `${url.pathname}${url.searchParams.get("step") ? `?step=${url.searchParams.get("step")}` : ""} · ${heading}`;
      if (!seen.includes(screen)) seen.push(screen);
      const started = Date.now();
      violations.push(...(await seriousViolations(page)).map((v) => `${screen}: ${v}`));
      axeMs += Date.now() - started;
    },
  };
}

test("a new restaurant goes live from the landing page in six screens, and a shopper orders a pizza from it", async ({
  page,
  openPage,
}) => {
  const owner = screensSeen(page);
  // Every address the owner's tab lands on, pushed by the app or loaded: none may go uncounted.
  const addresses = new Set<string>();
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) addresses.add(frame.url());
  });

  const started = Date.now();
  await page.goto("/");
  await expect(
    page.getByRole("heading", { level: 1, name: "Your Business. Your Website. In 5 Minutes." }),
  ).toBeVisible();
  addresses.clear();
  await page.getByRole("link", { name: "Create Your Store" }).first().click();

  // 1. Registration, as a restaurant with its example menu (checked by default).
  await owner.see("Create your store");
  await page.getByLabel("Business Name").fill("Nonna Rosa Pizzeria");
  await page.getByLabel("Business Type").selectOption("restaurant");
  await expect(page.getByRole("checkbox", { name: "Start with an example menu" })).toBeChecked();
  await page.getByLabel("Email").fill("rosa@example.com");
  await page.getByLabel("Password").fill("s3cret-pass");
  await page.getByLabel("Address (optional)").fill(STORE_ADDRESS);
  await page.getByRole("button", { name: "Create My Store" }).click();

  // 2. The catalog: the template's twelve dishes by category; the pizzas get the house's prices,
  // the first its name.
  await expect(page).toHaveURL(/\/setup/);
  await owner.see("Your catalog");
  await expect(page.getByText("Step 2 of 5")).toBeVisible();
  await expect(page.getByRole("textbox", { name: /^Name of / })).toHaveCount(12);
  const pizzas = page.getByRole("region", { name: "Pizza" });
  await pizzas
    .getByRole("textbox", { name: /^Name of / })
    .first()
    .fill("Margherita della Nonna");
  const pizzaPrices = pizzas.getByRole("textbox", { name: /^Price of / });
  await expect(pizzaPrices).toHaveCount(3);
  for (const [i, price] of ["12.50", "14.50", "13.00"].entries()) await pizzaPrices.nth(i).fill(price);
  await page.getByRole("button", { name: "Publish 12 items" }).click();

  // 3. The hours: the restaurant's usual ones, as they come.
  await owner.see("When you are open");
  await page.getByRole("button", { name: "Continue" }).click();

  // 4. Pickup, and delivery within 3 km of the store, found by the address it registered with.
  await owner.see("How shoppers get it");
  await page.getByRole("checkbox", { name: /^Pickup/ }).check();
  await page.getByRole("checkbox", { name: /^Delivery/ }).check();
  await expect(page.getByLabel("Deliver within")).toHaveValue("3");
  await page.getByLabel("Delivery fee").fill("2.50");
  await expect(page.getByLabel("Address", { exact: true })).toHaveValue(STORE_ADDRESS);
  await page.getByRole("button", { name: "Find on map" }).click();
  await expect(page.getByText(/^Found .*Bedford Avenue/)).toBeVisible();
  await page.getByRole("button", { name: "Continue" }).click();

  // 5. Cash, on from the start.
  await owner.see("How you are paid");
  await expect(page.getByRole("switch", { name: "Cash" })).toBeChecked();
  await page.getByRole("button", { name: "Continue" }).click();

  // 6. Live: the link, the QR code and Share.
  await owner.see("Your store is live");
  const scriptedMs = Date.now() - started - owner.axeMs();
  await expect(page.getByRole("button", { name: "Share" })).toBeVisible();
  await expect(page.getByRole("img", { name: /^QR code for / })).toBeVisible();
  await expect(page.getByLabel("Your store's link")).toHaveValue(/\/microsite\/nonna-rosa-pizzeria$/);

  // Item 5's measurement: at most six screens after the landing page; the time is reported.
  const distinctAddresses = new Set(
    [...addresses].map((address) => {
      const url = new URL(address);
      const step = url.searchParams.get("step");
      return `${url.pathname}${step ? `?step=${step}` : ""}`;
    }),
  );
  const note = `${owner.seen.length} screens, ${(scriptedMs / 1000).toFixed(1)} s of scripted time (axe checks left out): ${owner.seen.join(" → ")}`;
  test.info().annotations.push({ type: "first-run measurement", description: note });
  console.log(`first-run measurement: ${note}`);
  expect(owner.seen.length).toBeLessThanOrEqual(6);
  expect(distinctAddresses.size, [...distinctAddresses].join(", ")).toBeLessThanOrEqual(6);

  // What the path wrote: the menu published (one dish as edited), the area around the store, done.
  const api = apiOf(page);
  const progress = await api.get<TSetupProgress>("/api/setup");
  expect(progress.finishedAt).not.toBeNull();
  expect(progress.examples).toEqual({ products: 0, categories: 0 });
  const products = await api.get<TProduct[]>("/api/products");
  expect(products).toHaveLength(12);
  expect(products.filter((p) => p.isAvailable && !p.isExample)).toHaveLength(12);
  expect(products.find((p) => p.name === "Margherita della Nonna")?.price).toBe("12.50");
  expect(products.filter((p) => ["12.50", "14.50", "13.00"].includes(p.price))).toHaveLength(3);
  const zones = await api.get<TZone[]>("/api/delivery-zones");
  expect(zones.map((zone) => [zone.active, zone.polygon?.type, zone.deliveryFee])).toEqual([
    [true, "Polygon", "2.50"],
  ]);
  // At least 32 points around the store, the ring closed.
  const ring = zones[0]?.polygon?.type === "Polygon" ? zones[0].polygon.coordinates[0] : [];
  expect(ring?.length).toBeGreaterThanOrEqual(33);

  // The dashboard agrees: the path is behind the store, and the spec's three steps are done.
  await page.getByRole("link", { name: "Go to dashboard" }).click();
  await expect(page.getByRole("heading", { name: "Welcome, Nonna Rosa Pizzeria" })).toBeVisible();
  await expect(page.getByTestId("steps-done")).toHaveText("All done!");
  await expect(page.getByTestId("continue-setup")).toHaveCount(0);

  // A shopper nearby orders the renamed pizza, in a size, delivered.
  const shopper = await openPage();
  await shopper.goto("/microsite/nonna-rosa-pizzeria");
  await productCard(shopper, "Margherita della Nonna").getByRole("button", { name: "Quick Add" }).click();
  const chooser = shopper.getByRole("dialog", { name: "Margherita della Nonna" });
  const size = chooser.getByRole("group", { name: /^Size/ }).getByRole("radio");
  await size.nth(1).check();
  await chooser.getByRole("button", { name: /^Add to Cart/ }).click();
  await expect(chooser).toHaveCount(0);
  await shopper.getByRole("button", { name: /^Cart, 1 item/ }).click();
  await expect(shopper.getByTestId("line-choice")).toContainText("Size:");
  await shopper.getByRole("button", { name: "Proceed to Checkout" }).click();
  await fillDeliveryDetails(shopper, {
    name: "Marta Vicina",
    phone: "+1 718 555 0142",
    address: SHOPPER_ADDRESS,
  });
  await expect(shopper.getByTestId("address-check-result")).toContainText(
    "Location verified - we deliver to your area!",
  );
  const [placed] = await Promise.all([
    shopper.waitForResponse((res) => res.url().endsWith("/api/orders") && res.request().method() === "POST"),
    shopper.getByRole("button", { name: /^Place Order - / }).click(),
  ]);
  expect(placed.status()).toBe(201);
  expect(placed.request().postDataJSON()).toMatchObject({ fulfilment: "delivery", paymentMethod: "cash" });
  await expect(shopper.getByRole("heading", { name: "Order Placed!" })).toBeVisible();
  expect(await placed.json()).toMatchObject({ deliveryFee: "2.50" });

  expect(owner.violations).toEqual([]);
});

test("a store that keeps its examples: the catalog marks them and the dashboard offers to continue setup", async ({
  page,
  openPage,
}) => {
  const api = apiOf(page);
  await api.post("/api/register", {
    email: "leaf@example.com",
    password: "s3cret-pass",
    businessName: "Leaf & Crust",
    businessSlug: "leaf-crust",
    businessType: "restaurant",
    template: "restaurant",
  });
  const wide = await openPage({ viewport: DESKTOP });
  await apiOf(wide).post("/api/login", { email: "leaf@example.com", password: "s3cret-pass" });
  const violations: string[] = [];

  for (const [view, width] of [
    [page, 390],
    [wide, DESKTOP.width],
  ] as const) {
    await view.goto("/dashboard");
    const resume = view.getByTestId("continue-setup");
    await expect(resume).toContainText("1 of 5 steps done · Next: Your catalog");
    // Twelve example dishes are not the store's own products yet.
    await expect(view.getByTestId("steps-done")).toHaveText("0 of 3 done.");
    await resume.scrollIntoViewIfNeeded();
    await view.screenshot({ path: test.info().outputPath(`dashboard-continue-setup-${width}.png`) });
    violations.push(...(await seriousViolations(view)).map((v) => `dashboard ${width}: ${v}`));

    await view.goto("/products");
    await expect(view.getByTestId("examples-banner")).toContainText(
      "12 example items are hidden from shoppers until you publish or edit them.",
    );
    await expect(view.getByTestId("product-row").first().getByTestId("example-badge")).toBeVisible();
    await expect(view.getByTestId("category-card").first().getByTestId("example-badge")).toBeVisible();
    await view.screenshot({ path: test.info().outputPath(`catalog-examples-${width}.png`), fullPage: true });
    violations.push(...(await seriousViolations(view)).map((v) => `catalog ${width}: ${v}`));
  }

  // The store shows shoppers none of them.
  const shopper = await openPage();
  await shopper.goto("/microsite/leaf-crust");
  await expect(shopper.getByRole("heading", { name: "Leaf & Crust" }).first()).toBeVisible();
  await expect(shopper.getByRole("button", { name: "Quick Add" })).toHaveCount(0);
  const onSale = async () =>
    (await apiOf(shopper).get<{ products: { name: string }[] }>("/api/microsite/leaf-crust")).products.map(
      (p) => p.name,
    );
  expect(await onSale()).toEqual([]);

  // An example edited is published, Available on; then the rest go together, after a question.
  const first = page.getByTestId("product-row").first();
  const dish = (await first.getByRole("heading").textContent()) ?? "";
  await first.getByRole("button", { name: `Edit ${dish}` }).click();
  const form = page.getByRole("dialog");
  await expect(form.getByTestId("example-note")).toBeVisible();
  await expect(form.getByRole("switch", { name: "Available" })).toBeChecked();
  await form.getByRole("button", { name: "Update Product" }).click();
  await expect(page.getByTestId("examples-banner")).toContainText("11 example items");
  await page.getByRole("button", { name: "Remove examples" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Remove examples" }).click();
  await expect(page.getByTestId("examples-banner")).toHaveCount(0);
  await expect(page.getByTestId("product-row")).toHaveCount(1);
  await expect(page.getByTestId("product-row").getByTestId("example-badge")).toHaveCount(0);

  // The one edited is the store's own, on sale; the rest are gone.
  expect(await onSale()).toEqual([dish]);
  await shopper.reload();
  await expect(productCard(shopper, dish).first()).toBeVisible();
  expect(violations).toEqual([]);
});
