import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { makeTemplates, TEMPLATES_ENV } from "./server";

/** Seeds the data-folder templates every test's server copies; the returned function removes them. */
export default async function globalSetup() {
  const root = mkdtempSync(path.join(tmpdir(), "storefront-e2e-templates-"));
  // Set first: the template servers fill the compile cache (server.ts) that every later one reads.
  process.env[TEMPLATES_ENV] = root;
  await makeTemplates(root);
  return () => rmSync(root, { recursive: true, force: true });
}
