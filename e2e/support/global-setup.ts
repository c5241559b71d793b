import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startNominatimStandIn } from "#tests/nominatim-stand-in/stand-in";
import { startRazorpayStandIn } from "#tests/razorpay-stand-in/stand-in";
import { makeTemplates } from "./data-templates";
import { TEMPLATES_ENV } from "./server";

/**
 * Seeds the data templates every test's server copies (data-templates.ts: PGlite folders, or
 * PostgreSQL databases when DATABASE_URL is set), and starts the Nominatim stand-in every test's
 * server geocodes with (GEOCODER_URL) and the Razorpay stand-in a store's Razorpay keys reach
 * (RAZORPAY_API_URL, with a SECRETS_KEY to seal them; issue 46), inherited by the workers and their
 * servers: no network in tests. The returned function stops them and removes the templates.
 */
export default async function globalSetup() {
  const root = mkdtempSync(path.join(tmpdir(), "storefront-e2e-templates-"));
  // Set first: the template servers fill the compile cache (server.ts) that every later one reads.
  process.env[TEMPLATES_ENV] = root;
  const geocoder = await startNominatimStandIn();
  process.env.GEOCODER_URL = geocoder.url;
  const razorpay = await startRazorpayStandIn();
  process.env.RAZORPAY_API_URL = razorpay.url;
  process.env.SECRETS_KEY = randomBytes(32).toString("hex");
  const dropTemplates = await makeTemplates(root);
  return async () => {
    await geocoder.close();
    await razorpay.close();
    await dropTemplates();
    rmSync(root, { recursive: true, force: true });
  };
}
