import { launchBrowser } from "../e2e/support/chromium";
const browser = await launchBrowser();
for (const [lang, url, name] of [
  ["ar", "/microsite/bella-napoli", "ar-store"],
  ["es", "/microsite/bella-napoli", "es-store"],
  ["hi", "/microsite/bella-napoli", "hi-store"],
  ["ar", "/microsite/bella-napoli?view=cart", "ar-cart"],
  ["ar", "/microsite/no-such", "ar-404"],
] as const) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: lang });
  const page = await context.newPage();
  page.on("console", (m) => { if (m.type() === "error") console.log(name, "console:", m.text()); });
  await page.goto(`http://localhost:4567${url}`);
  await page.waitForTimeout(2500);
  if (name === "ar-cart") {
    await page.goto("http://localhost:4567/microsite/bella-napoli");
    await page.waitForTimeout(1500);
    await page.locator("article button").first().click();
    await page.waitForTimeout(800);
    await page.locator('button[aria-label*="1"]').first().click().catch(() => {});
    await page.waitForTimeout(1500);
  }
  await page.screenshot({ path: `/tmp/shot-${name}.png` });
  console.log(name, await page.evaluate(() => `${document.documentElement.lang} ${document.documentElement.dir} ${document.title}`));
  await context.close();
}
await browser.close();
