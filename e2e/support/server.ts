import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  /** What the server has printed so far (warnings and errors: it logs at `warn`). */
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exitCode: Promise<number | null>;
  stop(): Promise<void>;
  /**
   * Ends the process at once (SIGKILL) and removes its folder: for a test's own server, whose data
   * nobody reads again (decision 0060). A graceful stop, and what it keeps, is checked where it is
   * the point (server-lifecycle.e2e.ts: a SIGTERM restart keeps the data and exits 0).
   */
  discard(): Promise<void>;
}

/**
 * The compiled server, as `npm start` runs it; `npm run test:e2e` builds it first.
 * `E2E_SERVER_ENTRY` names another build's `dist/server/main.js` (one kept apart while the
 * repository's own is rebuilt): it finds its web app in the `dist/web` beside it.
 */
const SERVER_ENTRY =
  process.env.E2E_SERVER_ENTRY ?? path.resolve(import.meta.dirname, "../../dist/server/main.js");

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}

/** Tuesday 2026-05-05, 12:00 in New York: the demo stores are open, the restaurant's slots are free. */
export const E2E_CLOCK_START = "2026-05-05T16:00:00Z";

/** The environment a test server runs with: this one's, on the embedded database, with `env` on top. */
export function serverEnv(port: number, dataDir: string, env: Record<string, string> = {}) {
  const { DATABASE_URL: _, ...inherited } = process.env;
  return {
    ...inherited,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    // No network in tests: maps draw without tiles.
    MAP_TILE_URL: "off",
    // The demo stores keep opening hours: every journey runs at Tuesday noon in New York, whatever
    // the hour it really is (the clock runs on from there).
    APP_CLOCK_START: E2E_CLOCK_START,
    ...compileCache(),
    ...env,
  };
}

/**
 * Node's compile cache for the run's servers, in the templates' folder: each of the hundred-odd
 * servers a run starts compiles the same modules, and a cached compile saves about a tenth of a
 * start's CPU (decision 0051). It changes nothing the server does.
 */
function compileCache(): { NODE_COMPILE_CACHE?: string } {
  const root = process.env[TEMPLATES_ENV];
  return root ? { NODE_COMPILE_CACHE: path.join(root, "compile-cache") } : {};
}

/**
 * Starts the real server (`node dist/server/main.js`, as `npm start` does after its build) on the
 * embedded database in `options.dataDir`, or a new temporary folder. `stop()` sends SIGTERM, waits
 * for the exit and removes the folder unless `keepData`.
 */
export async function startServer(
  env: Record<string, string> = {},
  options: { dataDir?: string; keepData?: boolean; healthyWithinMs?: number } = {},
): Promise<RunningServer> {
  if (!existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: run npm run build first`);
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), "storefront-e2e-"));
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [SERVER_ENTRY], {
    env: serverEnv(port, dataDir, env),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exitCode = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitUntilHealthy(baseUrl, child, () => output, options.healthyWithinMs);
  } catch (error) {
    child.kill("SIGKILL");
    throw error;
  }
  return {
    baseUrl,
    dataDir,
    exitCode,
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exitCode;
      if (!options.keepData) rmSync(dataDir, { recursive: true, force: true });
    },
    async discard() {
      if (child.exitCode === null) child.kill("SIGKILL");
      await exitCode;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Waits for /api/health to answer 200; fails at once when `child` exits, or after `ms` (60 s). */
export async function waitUntilHealthy(
  baseUrl: string,
  child: ChildProcess,
  describeExit = () => "",
  ms = 60_000,
) {
  const deadline = Date.now() + ms;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} ${describeExit()}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline)
      throw new Error(`server did not become healthy in ${ms / 1000} s ${describeExit()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The run's templates' folder (global-setup.ts): the compile cache, and PGlite's data templates (data-templates.ts). */
export const TEMPLATES_ENV = "STOREFRONT_E2E_TEMPLATES";
