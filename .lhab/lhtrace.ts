// npx tsx .lhab/lhtrace.ts URL CPU OUT.json : save Lighthouse's own trace
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import fs from "node:fs";
import { throttling } from "lighthouse/core/config/constants.js";
import { CHROMIUM_ARGS, chromiumPath } from "../e2e/support/chromium";
const [url, cpuS = "12", out = "/tmp/lh-trace.json"] = process.argv.slice(2);
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: ["--headless=new", ...CHROMIUM_ARGS] });
const r = await lighthouse(url, { port: chrome.port, onlyCategories: ["performance"], logLevel: "error", output: "json" },
  { extends: "lighthouse:default", settings: { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: Number(cpuS) } } });
const a = r!.lhr.audits;
console.log("score", Math.round(r!.lhr.categories.performance!.score! * 100), "TBT", Math.round(a["total-blocking-time"]!.numericValue!));
for (const it of ((a["long-tasks"]?.details as any)?.items ?? [])) console.log("  ", Math.round(it.startTime), Math.round(it.duration), String(it.url).split("/").pop());
fs.writeFileSync(out, JSON.stringify((r!.artifacts as any).Trace.traceEvents));
chrome.kill();
