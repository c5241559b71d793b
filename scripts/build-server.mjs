// Compiles the server's entry points to JavaScript in dist/server, so production runs plain `node`
// with production dependencies only (no tsx, no TypeScript at run time). Decision 0015.
import { cpSync, rmSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");
export const SERVER_OUT = path.join(root, "dist", "server");

/** Entry points by output name: `node dist/server/<name>.js`. */
const ENTRIES = {
  main: "src/server/main.ts",
  admin: "src/server/admin/cli.ts",
  backup: "src/server/backup/cli.ts",
};

export async function buildServer() {
  rmSync(SERVER_OUT, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: ENTRIES,
    outdir: SERVER_OUT,
    bundle: true,
    // The three entries share most of the code; chunks keep it on disk once.
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20.19",
    // Every npm package stays an import: native ones (sharp, argon2, PGlite's WASM, pg) cannot be
    // bundled, and production installs the dependencies anyway. Only our own code (src/, with its
    // #server/* and #contracts/* aliases) goes into the bundle.
    packages: "external",
    sourcemap: "linked",
    logLevel: "warning",
  });
  // client.ts finds its SQL next to itself (import.meta.url), which in the bundle is dist/server.
  cpSync(path.join(root, "src/server/db/migrations"), path.join(SERVER_OUT, "migrations"), {
    recursive: true,
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const started = Date.now();
  await buildServer();
  console.log(`server built into dist/server in ${Date.now() - started} ms`);
}
