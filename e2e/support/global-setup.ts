import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { makeTemplates, TEMPLATES_ENV } from "./server";

/** Seeds the data-folder templates every test's server copies; the returned function removes them. */
export default async function globalSetup() {
  const root = mkdtempSync(path.join(tmpdir(), "storefront-e2e-templates-"));
  await makeTemplates(root);
  process.env[TEMPLATES_ENV] = root;
  return () => rmSync(root, { recursive: true, force: true });
}
