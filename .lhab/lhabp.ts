// product pages: ids differ per server
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { throttling } from "lighthouse/core/config/constants.js";
import { CHROMIUM_ARGS, chromiumPath } from "../e2e/support/chromium";
const [cpuS = "12", runsS = "5"] = process.argv.slice(2);
const cpu = Number(cpuS), runs = Number(runsS);
const pathOf = async (port: number) => { const s = await (await fetch(`http://localhost:${port}/api/microsite/bella-napoli`)).json() as any; return `/microsite/bella-napoli/product/${s.products[0].id}`; };
const paths = { A: await pathOf(4571), B: await pathOf(4572) };
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: ["--headless=new", ...CHROMIUM_ARGS] });
const out: Record<string, { score: number; tbt: number }[]> = { A: [], B: [] };
const one = async (w: "A" | "B") => {
  for (let k = 0; k < 5; k++) {
    const r = await lighthouse(`http://localhost:${w === "A" ? 4571 : 4572}${paths[w]}`, { port: chrome.port, onlyCategories: ["performance"], logLevel: "error", output: "json" },
      { extends: "lighthouse:default", settings: { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpu } } });
    if (r && !r.lhr.runtimeError) return { score: Math.round((r.lhr.categories.performance?.score ?? 0) * 100), tbt: Math.round(r.lhr.audits["total-blocking-time"]!.numericValue!) };
  }
  throw new Error("failed");
};
for (let i = 0; i < runs; i++) for (const w of (i % 2 ? ["B", "A"] : ["A", "B"]) as ("A" | "B")[]) { const r = await one(w); out[w].push(r); console.log(w, JSON.stringify(r)); }
chrome.kill();
const med = (v: number[]) => { const s = [...v].sort((a, b) => a - b); return s[Math.floor(s.length / 2)]; };
for (const w of ["A", "B"] as const) console.log(w, "median score", med(out[w].map((r) => r.score)), "TBT", med(out[w].map((r) => r.tbt)), "tbts", out[w].map((r) => r.tbt).join(" "));
