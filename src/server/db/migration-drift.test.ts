import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { MIGRATIONS_FOLDER } from "./client";

const ROOT = path.resolve(import.meta.dirname, "../../..");
// The settings `npm run db:generate` uses, read from the project's root (outside every alias).
const { default: config } = await import(path.join(ROOT, "drizzle.config.ts"));
const DRIZZLE_KIT = path.join(path.dirname(createRequire(import.meta.url).resolve("drizzle-kit")), "bin.cjs");

/** Every file under `dir`, relative to it. */
const filesUnder = (dir: string) => readdirSync(dir, { recursive: true, encoding: "utf8" }).sort();

/**
 * `npm run db:generate` diffs the schema against the newest snapshot in migrations/meta, not against
 * the .sql files: a migration committed without its snapshot makes the next generate write every
 * change since again (tables that exist, so the server fails at start). The command runs here as
 * the README tells a developer to run it, on a copy of the folder, so it never writes into the tree.
 */
describe("migrations and schema", () => {
  const copy = mkdtempSync(path.join(tmpdir(), "migration-drift-"));
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it("npm run db:generate on a clean tree writes nothing (the snapshots follow the schema)", () => {
    const out = path.join(copy, "migrations");
    cpSync(MIGRATIONS_FOLDER, out, { recursive: true });
    // drizzle-kit takes either --config or flags: the project's settings as flags, with the copy as out.
    const flags = Object.entries({ ...config, out: path.relative(ROOT, out) }).flatMap(([key, value]) => [
      `--${key}`,
      String(value),
    ]);
    // drizzle-kit reads `out` as a path under the working directory, even a ../../tmp one.
    const run = spawnSync(process.execPath, [DRIZZLE_KIT, "generate", ...flags], {
      cwd: ROOT,
      encoding: "utf8",
    });
    expect(run.status, run.stderr + run.stdout).toBe(0);
    const before = new Set(filesUnder(MIGRATIONS_FOLDER));
    const written = filesUnder(out).filter((file) => !before.has(file));
    // What the next developer's migration would wrongly contain.
    const sql = written
      .filter((file) => file.endsWith(".sql"))
      .map((file) => readFileSync(path.join(out, file), "utf8"));
    expect(written, sql.join("\n")).toEqual([]);
  });
});
