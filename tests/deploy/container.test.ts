import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

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
    // Published on the loopback only, so the proxy is the one way in (and TRUST_PROXY=1 is safe).
    expect(compose).toMatch(/^ {6}- "127\.0\.0\.1:\$\{APP_PORT:-3000\}:3000"$/m);
  });
});
