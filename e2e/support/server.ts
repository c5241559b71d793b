import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

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

/**
 * Starts the real server (as `npm start` does, minus the build step: `npm run test:e2e` builds
 * first) on a temporary DATA_DIR with the embedded database.
 */
export async function startServer(
  env: Record<string, string> = {},
  options: { dataDir?: string; keepData?: boolean } = {},
): Promise<RunningServer & { exitCode: Promise<number | null> }> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), "storefront-e2e-"));
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: serverEnv(port, dataDir, env),
    stdio: ["ignore", "inherit", "inherit"],
  });
  const exitCode = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilHealthy(baseUrl, child);
  return {
    baseUrl,
    dataDir,
    exitCode,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exitCode;
      if (!options.keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

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
    ...env,
  };
}

/** Waits for /api/health to answer 200; fails at once when `child` exits, or after 60 s. */
export async function waitUntilHealthy(baseUrl: string, child: ChildProcess, describeExit = () => "") {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} ${describeExit()}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("server did not become healthy in 60 s");
    await new Promise((r) => setTimeout(r, 100));
  }
}
