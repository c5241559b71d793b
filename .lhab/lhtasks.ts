// npx tsx .lhab/lhtasks.ts URL CPU RUNS: Lighthouse's long-tasks list per run
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { throttling } from "lighthouse/core/config/constants.js";
import { CHROMIUM_ARGS, chromiumPath } from "../e2e/support/chromium";
const [url, cpuS = "12", runsS = "2"] = process.argv.slice(2);
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: ["--headless=new", ...CHROMIUM_ARGS] });
for (let i = 0; i < Number(runsS); i++) {
  const r = await lighthouse(url, { port: chrome.port, onlyCategories: ["performance"], logLevel: "error", output: "json" },
    { extends: "lighthouse:default", settings: { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: Number(cpuS) } } });
  const a = r!.lhr.audits;
  console.log("score", Math.round(r!.lhr.categories.performance!.score! * 100), "TBT", Math.round(a["total-blocking-time"]!.numericValue!), "FCP", Math.round(a["first-contentful-paint"]!.numericValue!), "TTI", Math.round(a["interactive"]?.numericValue ?? 0));
  const items = (a["long-tasks"]?.details as any)?.items ?? [];
  for (const it of items) console.log("  ", Math.round(it.startTime), Math.round(it.duration), String(it.url).split("/").pop());
}
chrome.kill();
