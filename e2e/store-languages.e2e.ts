import type { Page } from "@playwright/test";
import { signIn } from "./support/api";
import { appReady, holdAppCode } from "./support/app";
import { seriousViolations } from "./support/axe";
import { DESKTOP, expect, test } from "./support/fixtures";

/**
 * Issue 45, items 3 and 4: a store offers Spanish and Arabic beside English; a shopper whose phone
 * reads Arabic orders right to left, from the store to "Order Placed!"; one whose browser asks for
 * Spanish gets the store in Spanish from the server's first screen, with the dish the merchant
 * named in Spanish, switches to English, and the choice stays.
 */
const PHONE = { width: 390, height: 844 };
const STORE = "/microsite/bella-napoli";

/** Bella Napoli's merchant offers Spanish and Arabic in Settings. */
async function offerSpanishAndArabic(merchant: Page) {
  await signIn(merchant, "restaurant@demo.store");
  await merchant.goto("/dashboard?tab=settings");
  await merchant.getByLabel("Spanish (Español)").check();
  await merchant.getByLabel("Arabic (العربية)").check();
  await expect(merchant.getByLabel("Default language")).toHaveValue("en");
  await merchant.getByRole("button", { name: "Save Settings" }).click();
  await expect(merchant.getByText("Settings saved").first()).toBeVisible();
}

test.use({ viewport: DESKTOP });

test("a shopper reading Arabic orders right to left, from the store to 'Order Placed!'", async ({
  page,
  openPage,
}, testInfo) => {
  await offerSpanishAndArabic(page);

  const shopper = await openPage({ viewport: PHONE, locale: "ar-JO" });
  await shopper.goto(STORE);
  // The server sends the page in Arabic, right to left.
  await expect(shopper.locator("html")).toHaveAttribute("lang", "ar");
  await expect(shopper.locator("html")).toHaveAttribute("dir", "rtl");
  const search = shopper.getByRole("searchbox");
  await expect(search).toHaveAttribute("placeholder", "ابحث في القائمة...");
  // The merchant's own words stay theirs.
  await expect(shopper.getByRole("heading", { name: "Bella Napoli Trattoria" })).toBeVisible();
  // The search sits at the start of the line: the right, in Arabic.
  const box = await search.boundingBox();
  const icon = await search.locator("xpath=..").locator("svg").first().boundingBox();
  expect(icon && box && icon.x > box.x + box.width / 2).toBe(true);
  await shopper.screenshot({ path: testInfo.outputPath("store-in-arabic-390.png") });
  // Right to left, with its switcher, the page keeps its accessibility.
  expect(await seriousViolations(shopper)).toEqual([]);

  await shopper.getByRole("button", { name: "إضافة سريعة" }).first().click();
  await shopper.getByRole("button", { name: "السلة، منتج واحد" }).click();
  await shopper.getByRole("button", { name: "المتابعة إلى الدفع" }).click();
  await shopper.getByLabel("الاسم الكامل *").fill("ليلى حداد");
  await shopper.getByLabel("رقم الهاتف *").fill("+1 718 555 0123");
  await shopper.getByLabel("عنوان التوصيل *").fill("42 Mulberry Street, New York, NY 10013");
  await shopper.context().grantPermissions(["geolocation"]);
  await shopper.context().setGeolocation({ latitude: 40.712, longitude: -73.955 });
  await shopper.getByRole("button", { name: "تحديد موقعي" }).click();
  await expect(shopper.getByTestId("location-check-result")).toContainText("Williamsburg");
  const place = shopper.getByRole("button", { name: /^تأكيد الطلب - / });
  await expect(place).toBeEnabled();
  const [response] = await Promise.all([
    shopper.waitForResponse((res) => res.url().endsWith("/api/orders") && res.request().method() === "POST"),
    place.click(),
  ]);
  expect(response.status()).toBe(201);
  // The order keeps the language it was placed in: the customer's mails come in it.
  expect(response.request().postDataJSON()).toMatchObject({ language: "ar" });
  await expect(shopper.getByRole("heading", { name: "تم تقديم الطلب!" })).toBeVisible();
  await expect(shopper.locator("html")).toHaveAttribute("dir", "rtl");
  await shopper.screenshot({ fullPage: true, path: testInfo.outputPath("order-placed-in-arabic-390.png") });
  expect(await seriousViolations(shopper)).toEqual([]);
});

test("a browser that asks for Spanish gets the store in Spanish, and the shopper's own choice stays", async ({
  page,
  openPage,
}) => {
  await offerSpanishAndArabic(page);
  // The merchant writes a dish's name in Spanish (item 5): never machine-translated, theirs.
  await page.goto("/products");
  await page.getByRole("button", { name: "Edit Truffle Mushroom Pizza" }).click();
  await page.getByLabel("Name in Spanish").fill("Pizza de trufa y champiñones");
  await page.getByRole("button", { name: "Update Product" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  const shopper = await openPage({ viewport: PHONE, locale: "es-MX" });
  // The server's page is already in Spanish, with a link to each language's address.
  const html = await (
    await shopper.request.get(STORE, { headers: { "accept-language": "es-MX,es;q=0.9" } })
  ).text();
  expect(html).toContain('<html lang="es">');
  expect(html).toMatch(/<link rel="alternate" hreflang="ar" href="[^"]*\/microsite\/bella-napoli\?lang=ar">/);
  await shopper.goto(STORE);
  await expect(shopper.locator("html")).toHaveAttribute("lang", "es");
  await expect(shopper.getByRole("button", { name: "Agregar" }).first()).toBeVisible();
  await expect(shopper.getByLabel("Idioma")).toHaveValue("es");
  await expect(shopper.getByRole("link", { name: "Pizza de trufa y champiñones" })).toBeVisible();
  // A dish without a Spanish name keeps its own.
  await expect(shopper.getByRole("link", { name: "Quattro Formaggi", exact: true })).toBeVisible();

  // The shopper prefers English: the page changes, and so does the next one.
  await shopper.getByLabel("Idioma").selectOption("en");
  await expect(shopper.getByRole("button", { name: "Quick Add" }).first()).toBeVisible();
  await expect(shopper.locator("html")).toHaveAttribute("lang", "en");
  await expect(shopper.getByRole("link", { name: "Truffle Mushroom Pizza" })).toBeVisible();
  await shopper.reload();
  await expect(shopper.locator("html")).toHaveAttribute("lang", "en");
  await expect(shopper.getByRole("button", { name: "Quick Add" }).first()).toBeVisible();

  // An address in a language is that language, for that page.
  await shopper.goto(`${STORE}?lang=es`);
  await expect(shopper.getByRole("button", { name: "Agregar" }).first()).toBeVisible();
  await expect(shopper.locator("html")).toHaveAttribute("lang", "es");

  // A language picked on the server's page, before the app's code has come, is still picked.
  const release = await holdAppCode(shopper);
  await shopper.goto(`${STORE}?lang=es`, { waitUntil: "domcontentloaded" });
  await shopper.getByLabel("Idioma").selectOption("en");
  release();
  await appReady(shopper);
  await expect(shopper.getByRole("button", { name: "Quick Add" }).first()).toBeVisible();
  await expect(shopper.locator("html")).toHaveAttribute("lang", "en");
});
