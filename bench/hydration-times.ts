import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath } from "../e2e/support/chromium";
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
for (const url of process.argv.slice(2)) {
  const rows: number[][] = [];
  for (let i = 0; i < 5; i++) {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(url);
    await page.waitForSelector("html[data-app-ready]", { timeout: 30000 });
    rows.push(await page.evaluate(`["hydrate: shell", "hydrate: every part"].map((n) => performance.getEntriesByName(n)[0]?.duration ?? -1)`));
    await page.close();
  }
  console.log(url.replace(/.*microsite/, ""), rows.map((r) => r.map((x) => x.toFixed(0)).join("/")).join("  "));
}
await browser.close();
