import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { openPglite } from "#server/db/client";
import { pgliteExtensions } from "#server/db/pglite-extensions";
import { buildTestApp, testConfig } from "#tests/helpers/test-app";

const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
async function t<T>(label: string, f: () => Promise<T>, n = 5): Promise<T> {
  let r: T;
  const w = performance.now(),
    c = cpu();
  for (let i = 0; i < n; i++) {
    r = await f();
    if ((r as any)?.close && n > 1 && i < n - 1) await (r as any).close();
  }
  console.log(
    label.padEnd(40),
    "wall",
    ((performance.now() - w) / n).toFixed(0).padStart(6),
    "cpu",
    ((cpu() - c) / n).toFixed(0).padStart(6),
  );
  return r!;
}
const src = await openPglite(undefined);
const client = (src.db as any).$client as PGlite;
await client.exec("CHECKPOINT");
const blob = await client.dumpDataDir("none");
const files = new Map<string, number>();
console.log("dump size", blob.size);
(await t("load+ext", () => PGlite.create({ loadDataDir: blob, extensions: pgliteExtensions }))).close();
(await t("load noext", () => PGlite.create({ loadDataDir: blob }))).close();
(await t("openPglite(load)", () => openPglite(undefined, { loadDataDir: blob }))).close();
const db = await openPglite(undefined, { loadDataDir: blob });
const app = await t("buildTestApp", () => buildTestApp(db, testConfig()), 5);
await app.close();
