import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { test as base, expect } from "./support/fixtures";
import { freePort, serverEnv, waitUntilHealthy } from "./support/server";

const ROOT = path.resolve(import.meta.dirname, "..");

/** Runs a command to its end; fails with what it wrote to stderr unless it exits 0. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr?.on("data", (chunk) => {
      stderr += String(chunk);
    });
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(" ")} exited with ${code}: ${stderr}`)),
    );
  });
}

/**
 * The release is built once per worker (a minute: npm pack, then npm install --omit=dev) and handed
 * to each test that asks for it; a test that changes it (the missing web build) puts it back. Each
 * test has a data folder of its own.
 */
const test = base.extend<{ dataDir: string }, { release: string }>({
  release: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const work = mkdtempSync(path.join(tmpdir(), "storefront-release-"));
      const release = path.join(work, "release");
      try {
        const started = Date.now();
        // scripts/build-release.sh packs the build already in dist/ (RELEASE_REUSE_BUILD=1).
        await run("sh", ["scripts/build-release.sh", release], { ...process.env, RELEASE_REUSE_BUILD: "1" });
        console.log(`[release] built and installed in ${Date.now() - started} ms`);
        await use(release);
      } finally {
        rmSync(work, { recursive: true, force: true });
      }
    },
    { scope: "worker", timeout: 180_000 },
  ],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  dataDir: async ({}, use) => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "storefront-release-data-"));
    await use(dataDir);
    rmSync(dataDir, { recursive: true, force: true });
  },
});

/**
 * The release an operator (or the Dockerfile) installs: scripts/build-release.sh packs the build
 * `npm run test:e2e` has just made and installs it with production dependencies only. Then it is
 * started the way production starts it, `npm start`, on the embedded database. The three tests run
 * one after another in one worker, so the release is built once (each still builds it alone).
 */
test.describe.configure({ mode: "default" });

/** `npm start` in the release, in its own process group so SIGTERM reaches the server itself. */
function npmStart(release: string, dataDir: string, port: number, env: Record<string, string> = {}) {
  const child = spawn("npm", ["start", "--silent"], {
    cwd: release,
    detached: true,
    env: serverEnv(port, dataDir, env),
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk) => {
    stderr += String(chunk);
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, exited, stderr: () => stderr };
}

const stop = (child: ChildProcess) => {
  if (child.exitCode === null && child.pid) process.kill(-child.pid, "SIGTERM");
};

test("holds the build and production dependencies only", async ({ release }) => {
  for (const file of [
    "dist/server/main.js",
    "dist/server/migrations/meta/_journal.json",
    "dist/web/index.html",
  ]) {
    expect(existsSync(path.join(release, file)), file).toBe(true);
  }
  expect(existsSync(path.join(release, "src"))).toBe(false);
  for (const devTool of ["vite", "tsx", "typescript", "esbuild", "vitest"]) {
    expect(existsSync(path.join(release, "node_modules", devTool)), devTool).toBe(false);
  }
  const size = spawnSync("du", ["-sm", path.join(release, "node_modules")], { encoding: "utf8" });
  console.log(`[release] production node_modules: ${size.stdout.split("\t")[0]} MB`);
});

test("serves the web app, a microsite and the health probes; an operator command works beside it", async ({
  release,
  dataDir,
}) => {
  test.setTimeout(120_000);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = npmStart(release, dataDir, port);
  try {
    const started = Date.now();
    await waitUntilHealthy(base, server.child, server.stderr);
    console.log(
      `[release] first start (new PGlite data directory, demo seed) healthy in ${Date.now() - started} ms`,
    );

    expect(await (await fetch(`${base}/api/health`)).json()).toEqual({ status: "ok" });
    expect((await fetch(`${base}/api/health/ready`)).status).toBe(200);
    const home = await fetch(`${base}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<div id="root">');
    const microsite = await fetch(`${base}/microsite/greenleaf-pharmacy`);
    expect(microsite.status).toBe(200);
    expect(await microsite.text()).toContain("Greenleaf Pharmacy");
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(await (await fetch(`${base}/`)).text())?.[1];
    expect((await fetch(`${base}${script}`)).status).toBe(200);
    expect((await fetch(`${base}/metrics`)).status).toBe(404);
  } finally {
    stop(server.child);
  }
  await server.exited;
  // npm dies of the signal; the server closes its database first, and PGlite removes its pid file.
  const pidFile = path.join(dataDir, "pglite", "postmaster.pid");
  await expect
    .poll(() => existsSync(pidFile), { message: "the server closed its database", timeout: 20_000 })
    .toBe(false);

  // PGlite allows one process per DATA_DIR: the operator command runs once the server has stopped.
  const list = spawnSync("npm", ["run", "--silent", "admin", "--", "merchants", "list"], {
    cwd: release,
    env: { ...process.env, DATABASE_URL: "", DATA_DIR: dataDir },
    encoding: "utf8",
  });
  expect(list.status, list.stderr).toBe(0);
  expect(list.stdout).toContain("pharmacy@demo.store");
});

test("refuses to start, in one line, when the web build is missing", async ({ release, dataDir }) => {
  renameSync(path.join(release, "dist/web"), path.join(release, "dist/web-moved"));
  try {
    const viaNpm = npmStart(release, dataDir, await freePort());
    expect(await viaNpm.exited).toBe(1);
    expect(viaNpm.stderr()).toContain("Cannot start: there is no web build in dist/web");

    // The server itself refuses too, for whoever runs it without npm (the container does).
    const direct = spawnSync(process.execPath, ["dist/server/main.js"], {
      cwd: release,
      env: { ...process.env, DATABASE_URL: "", DATA_DIR: dataDir, PORT: "0" },
      encoding: "utf8",
    });
    expect(direct.status).toBe(1);
    expect(direct.stderr).toMatch(/^Cannot start: there is no web build .*index\.html is missing/);
  } finally {
    renameSync(path.join(release, "dist/web-moved"), path.join(release, "dist/web"));
  }
});
