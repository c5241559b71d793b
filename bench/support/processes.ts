import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { databaseUrlOn, onServer } from "./postgres-server";

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitForHttp(url: string, child: ChildProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export interface Running {
  baseUrl: string;
  /** The product's PostgreSQL database, when it runs on PostgreSQL. */
  databaseUrl?: string;
  stop(): Promise<void>;
}

function spawnTsx(script: string, env: Record<string, string>): ChildProcess {
  // BENCH_NODE_ARGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof") profiles the processes under test.
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(" ").filter(Boolean) ?? [];
  return spawn(process.execPath, [...nodeArgs, "--import", "tsx", script], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

const stopChild = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });

export async function startHelloWorld(): Promise<Running> {
  const port = await freePort();
  const child = spawnTsx("bench/support/hello-server.ts", { PORT: String(port) });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHttp(`${baseUrl}/`, child);
  return { baseUrl, stop: () => stopChild(child) };
}

/**
 * The product itself (src/server/main.ts) with the demo stores, on PGlite in a temporary data folder,
 * or on a fresh PostgreSQL database when DATABASE_URL is set. Rate limits are raised so that the
 * benchmark measures the work, not the limiter's refusals.
 */
export async function startProduct(env: Record<string, string> = {}): Promise<Running> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-data-"));
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `bench_${process.pid}`;
    const drop = `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`;
    await onServer(serverUrl, drop);
    await onServer(serverUrl, `CREATE DATABASE ${name}`);
    databaseUrl = databaseUrlOn(serverUrl, name);
    dropDatabase = async () => {
      await onServer(serverUrl, drop);
    };
  }
  const child = spawnTsx("src/server/main.ts", {
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DEMO_DATA: "on",
    // Run from source as before: the benches that need pages build them first (lighthouse).
    REQUIRE_WEB_BUILD: "off",
    LOG_LEVEL: "warn",
    MAP_TILE_URL: "off",
    // The demo stores keep New York hours: benches order at Tuesday noon there, whatever the hour.
    APP_CLOCK_START: "2026-05-05T16:00:00Z",
    RATE_LIMIT_ORDERS_PER_MINUTE: "100000000",
    RATE_LIMIT_LOGIN_PER_MINUTE: "1000",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: "" }),
    ...env,
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHttp(`${baseUrl}/api/health`, child, 120_000);
  return {
    baseUrl,
    databaseUrl,
    async stop() {
      await stopChild(child);
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
