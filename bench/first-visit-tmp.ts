import { launchBrowser } from "../e2e/support/browser";
import { startProduct } from "./support/processes";

const product = await startProduct();
const browser = await launchBrowser();
try {
  for (const path of ["/microsite/marketplace", "/microsite/greenleaf-pharmacy"]) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const scripts: { url: string; bytes: number; enc: string }[] = [];
    page.on("response", async (res) => {
      if (res.request().resourceType() !== "script") return;
      const h = await res.allHeaders();
      const sizes = await res.request().sizes();
      scripts.push({
        url: new URL(res.url()).pathname,
        bytes: sizes.responseBodySize,
        enc: h["content-encoding"] ?? "-",
      });
    });
    await page.goto(product.baseUrl + path, { waitUntil: "networkidle" });
    const total = scripts.reduce((s, x) => s + x.bytes, 0);
    console.log(path, scripts.length, "scripts", (total / 1024).toFixed(1), "KiB");
    for (const s of scripts) console.log("  ", s.url, (s.bytes / 1024).toFixed(1), s.enc);
    await context.close();
  }
} finally {
  await browser.close();
  await product.stop();
}
