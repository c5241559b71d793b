import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

const NGINX = "/usr/sbin/nginx";

/**
 * No container runtime runs in CI, so the image is checked in two halves: its build steps are
 * scripts/build-release.sh, which e2e/production-install.e2e.ts runs and starts; and this file
 * checks that the Dockerfile runs exactly that script and sets up the runtime as the issue asks.
 */
const dockerfile = readFileSync("Dockerfile", "utf8");
const compose = readFileSync("compose.yaml", "utf8");

/** Instructions with their continuation lines joined, comments dropped. */
const instructions = dockerfile
  .replace(/\\\n\s*/g, " ")
  .split("\n")
  .map((l) => l.trim())
  .filter((l) => l && !l.startsWith("#"));
const stages = instructions.join("\n").split(/^(?=FROM )/m);
const finalStage = stages.at(-1)!.split("\n");
const buildStage = stages.at(-2)!.split("\n");

describe("Dockerfile", () => {
  it("has a build stage that builds with the release script CI runs, and nothing else", () => {
    expect(stages.length).toBe(3); // ARG preamble, build, runtime
    expect(buildStage[0]).toMatch(/^FROM node:\$\{NODE_VERSION\}-bookworm-slim AS build$/);
    const runs = buildStage.filter((l) => l.startsWith("RUN "));
    expect(runs).toEqual([
      "RUN npm install --no-audit --no-fund",
      "RUN sh scripts/build-release.sh /release",
    ]);
  });

  it("runs the release as a non-root user with production dependencies only", () => {
    expect(finalStage).toContain("COPY --from=build /release ./");
    expect(finalStage.filter((l) => l.startsWith("COPY") && !l.includes("--from=build"))).toEqual([]);
    expect(finalStage.join("\n")).not.toMatch(/npm (install|ci)/);
    const user = finalStage.find((l) => l.startsWith("USER "));
    expect(user).toBe("USER node");
    expect(finalStage.indexOf(user!)).toBeLessThan(finalStage.findIndex((l) => l.startsWith("CMD ")));
    expect(finalStage.at(-1)).toBe('CMD ["node", "dist/server/main.js"]');
  });

  it("keeps DATA_DIR on a volume the server may write", () => {
    expect(finalStage.join("\n")).toMatch(/^ENV .*DATA_DIR=\/data/m);
    expect(finalStage).toContain('VOLUME ["/data"]');
    expect(finalStage).toContain("RUN mkdir -p /data && chown node:node /data");
  });

  it("checks its health on /api/health", () => {
    const healthcheck = finalStage.find((l) => l.startsWith("HEALTHCHECK "));
    expect(healthcheck).toMatch(/CMD node -e .*\/api\/health/);
  });

  it("leaves dependencies and builds of the host out of the build context", () => {
    const ignored = readFileSync(".dockerignore", "utf8").split("\n");
    expect(ignored).toEqual(expect.arrayContaining(["node_modules", "dist", "data"]));
  });
});

describe("compose.yaml", () => {
  it("runs the app on PostgreSQL 16 with named volumes", () => {
    expect(compose).toMatch(/^ {4}image: postgres:16$/m);
    expect(compose).toMatch(/DATABASE_URL: postgres:\/\/storefront:.*@db:5432\/storefront/);
    expect(compose).toMatch(/^volumes:\n {2}app-data:\n {2}db-data:\n?$/m);
    expect(compose).toContain("- app-data:/data");
    expect(compose).toContain("- db-data:/var/lib/postgresql/data");
  });

  it("documents the settings a reverse proxy needs", () => {
    for (const setting of ["PUBLIC_URL", "TRUST_PROXY", "SESSION_SECRET"]) {
      expect(compose).toMatch(new RegExp(`# .*\\n(?: +# .*\\n)* +${setting}: `));
    }
    // Published on the loopback only, so the proxies are the one way in (and TRUST_PROXY=2 is safe).
    expect(compose).toMatch(/^ {6}- "127\.0\.0\.1:\$\{APP_PORT:-3000\}:3000"$/m);
    expect(compose).toMatch(/TRUST_PROXY: \$\{TRUST_PROXY:-2\}/);
  });

  it("runs two app replicas behind a round-robin proxy, and publishes the proxy alone", () => {
    const services = compose.split(/^ {2}(?=\w+:\n)/m);
    const app = services.find((s) => s.startsWith("app:"))!;
    const proxy = services.find((s) => s.startsWith("proxy:"))!;
    expect(app).toMatch(/deploy:\n {6}replicas: \$\{APP_REPLICAS:-2\}/);
    expect(app).not.toMatch(/ports:/);
    expect(proxy).toMatch(/image: nginx:/);
    expect(proxy).toContain("- ./deploy/nginx-replicas.conf:/etc/nginx/conf.d/default.conf:ro");
    const conf = readFileSync("deploy/nginx-replicas.conf", "utf8");
    expect(conf).toMatch(/^\s*listen 3000;/m);
    expect(conf).toMatch(/set \$app http:\/\/app:3000;\n\s*proxy_pass \$app;/);
    expect(conf).toMatch(/proxy_buffering off;/);
  });

  it.skipIf(!existsSync(NGINX))("gives the proxy a configuration nginx accepts", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "storefront-nginx-conf-"));
    try {
      const main = path.join(dir, "nginx.conf");
      writeFileSync(
        main,
        `error_log ${dir}/error.log;\npid ${dir}/nginx.pid;\nevents {}\nhttp {\n  include ${path.resolve("deploy/nginx-replicas.conf")};\n}\n`,
      );
      const checked = spawnSync(NGINX, ["-t", "-p", dir, "-c", main], { encoding: "utf8" });
      expect(checked.stderr).toContain("test is successful");
      expect(checked.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
