/**
 * `npm run bench:hydration`: how long a storefront page's hydration holds the main thread (its
 * shell, one task) and how long until every part left for later in page order has hydrated (decision
 * 0061; cards that wait to come near the screen are not among them), from
 * the measures the app writes to the browser's performance timeline. The product's own server on
 * demo data, Debian's Chromium at 390 px, no CPU slowdown; the median of 5 first visits per page.
 *
 *   npm run build && npm run bench:hydration
 */
import { launchBrowser } from "../e2e/support/chromium";
import { startProduct } from "./support/processes";

const VISITS = 5;
const product = await startProduct();
const browser = await launchBrowser();
try {
  const stores = (await (await fetch(`${product.baseUrl}/api/marketplace`)).json()) as {
    merchant: { businessSlug: string };
    productCount: number;
  }[];
  const rows = [];
  for (const { merchant } of stores) {
    const slug = merchant.businessSlug;
    const store = (await (await fetch(`${product.baseUrl}/api/microsite/${slug}`)).json()) as {
      products: { id: string }[];
    };
    const pages = [`/microsite/${slug}`, `/microsite/${slug}/product/${store.products[0]!.id}`];
    if (rows.length === 0) pages.unshift("/microsite/marketplace");
    for (const path of pages) {
      const visits: number[][] = [];
      for (let visit = 0; visit < VISITS; visit++) {
        const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
        await page.goto(`${product.baseUrl}${path}`);
        await page.waitForSelector("html[data-app-ready]", { state: "attached", timeout: 60_000 });
        // A string, not a function: tsx's helpers do not exist in the page.
        visits.push(
          await page.evaluate(
            `["hydrate: shell", "hydrate: every part"].map((n) => performance.getEntriesByName(n)[0]?.duration ?? NaN)`,
          ),
        );
        await page.close();
      }
      const median = (index: number) =>
        Math.round(visits.map((v) => v[index]!).sort((a, b) => a - b)[Math.floor(VISITS / 2)]!);
      rows.push({
        page: path.replace(/product\/.*/, "product/…"),
        "shell ms": median(0),
        "every part ms": median(1),
      });
    }
  }
  console.table(rows);
} finally {
  await browser.close();
  await product.stop();
}
