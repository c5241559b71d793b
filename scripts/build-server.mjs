// Compiles the server's entry points to JavaScript in dist/server, so production runs plain `node`
// with production dependencies only (no tsx, no TypeScript at run time). Decision 0015.
import { cpSync, readFileSync, rmSync } from "node:fs";
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

/**
 * Packages bundled into the server instead of imported from node_modules. drizzle-orm: its
 * package.json (180 KB, 447 exports) is read again by Node's ESM loader for each of the ~150 of
 * its modules the server imports, which cost 0.5 to 0.7 s of CPU at every start (decision 0051).
 * It is plain JavaScript with no files read at run time.
 */
const BUNDLED = new Set(["drizzle-orm"]);

/** Every other production dependency stays an import, subpaths included. */
function externalPackages() {
  const { dependencies } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
  return Object.keys(dependencies)
    .filter((name) => !BUNDLED.has(name))
    .flatMap((name) => [name, `${name}/*`]);
}

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
    // Every npm package but BUNDLED stays an import: native ones (sharp, argon2, PGlite's WASM, pg)
    // cannot be bundled, and production installs the dependencies anyway. Our own code (src/, with
    // its #server/* and #contracts/* aliases) goes into the bundle.
    external: externalPackages(),
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
