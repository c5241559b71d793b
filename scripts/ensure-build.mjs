// Runs before `npm start` and the operator commands: builds what is missing (a newcomer's first
// `npm start`), rebuilds a server build older than its source (after a `git pull`), and refuses,
// in one line, when it cannot (production dependencies only: no vite, no esbuild). Decision 0015.
// Usage: node scripts/ensure-build.mjs [web] [server]
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const wanted = new Set(process.argv.slice(2));

function fail(message) {
  console.error(`Cannot start: ${message}`);
  process.exit(1);
}

const installed = (name) => existsSync(path.join(root, "node_modules", name, "package.json"));

/** The newest modification time of any file under `dir` (0 when it does not exist). */
function newest(dir) {
  if (!existsSync(dir)) return 0;
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) latest = Math.max(latest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return latest;
}

const NO_TOOLS =
  "the build tools are not installed (`npm install --omit=dev` leaves them out). " +
  "Run `npm install` and `npm run build` first, or install a release built by scripts/build-release.sh";

// The browser's files and the server's renderer of the storefront's first screens come from one build.
const webBuilt = ["dist/web/index.html", "dist/web-ssr/entry-server.js"].every((file) =>
  existsSync(path.join(root, file)),
);
if (wanted.has("web") && !webBuilt) {
  if (!installed("vite")) fail(`there is no web build in dist/web, and ${NO_TOOLS}`);
  const result = spawnSync("npm", ["run", "build:web"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) fail("the web build failed (see above)");
}

if (wanted.has("server")) {
  const main = path.join(root, "dist/server/main.js");
  const built = existsSync(main) ? statSync(main).mtimeMs : 0;
  // A release (scripts/build-release.sh) ships no src/: its build is all there is.
  const source = Math.max(newest(path.join(root, "src/server")), newest(path.join(root, "src/contracts")));
  if (built === 0 || source > built) {
    if (!installed("esbuild")) {
      fail(
        built === 0
          ? `there is no server build in dist/server, and ${NO_TOOLS}`
          : `dist/server is older than src/: ${NO_TOOLS}`,
      );
    }
    const { buildServer } = await import("./build-server.mjs");
    await buildServer();
  }
}
