import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import type { Browser } from "playwright-core";

/**
 * Lighthouse's CPU benchmark of a low-tier phone (a Moto G Power 2022): the score Chrome DevTools
 * calibrates its "low-tier mobile" CPU throttling to on any host (`lowScore` in DevTools'
 * panels/mobile_throttling/CalibrationController.ts).
 */
export const LOW_TIER_PHONE_INDEX = 264;

const SAMPLES = 5;

/**
 * This host's Lighthouse benchmark index, measured as Lighthouse measures it at the start of each
 * run (`computeBenchmarkIndex`, about a second each), the median of a few in a page of the same
 * Chromium. One measure of the host: a slowdown is relative to it.
 */
export async function hostIndex(browser: Browser): Promise<number> {
  const page = await browser.newPage();
  try {
    // Once to warm up V8, as DevTools' calibration does.
    const measure = () =>
      page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`) as Promise<number>;
    await measure();
    const samples: number[] = [];
    for (let i = 0; i < SAMPLES; i++) samples.push(await measure());
    return samples.sort((a, b) => a - b)[Math.floor(SAMPLES / 2)]!;
  } finally {
    await page.close();
  }
}

/**
 * The CPU slowdown that makes this host a low-tier phone in Lighthouse's simulation (decision 0061).
 * A fixed multiplier is relative to the host: 12x of a host that scores 2,800 is a phone of about
 * 230, and of one that scores 1,450 a phone of about 120, half as quick. The simulation scales the
 * tasks it observed by the multiplier, so the host's index over the phone's is the same phone on
 * any host (DevTools bisects instead, for its real throttling, which is not linear).
 */
export const phoneSlowdown = (index: number) =>
  Math.max(1, Math.round((index / LOW_TIER_PHONE_INDEX) * 10) / 10);
