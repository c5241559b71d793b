import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * Node 20 is past end of life; we support 22 and 24 (LTS) and run on 24. Our machines' system Node
 * is 20, so the project brings Node 24 from the npm registry (the `node` package) and every npm
 * script runs on it, without touching the system's.
 */
const pkg = JSON.parse(readFileSync("package.json", "utf8")) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
};
const major = (version: string) => Number(/(\d+)/.exec(version)?.[1]);

describe("Node.js", () => {
  it("supports Node 22 and newer", () => {
    expect(pkg.engines.node).toBe(">=22");
  });

  it("runs these tests on Node 24, whatever the system's Node", () => {
    expect(major(process.version)).toBe(24);
    expect(major(pkg.devDependencies.node!)).toBe(24);
  });

  it("installs on Node 24 in CI and ships on Node 24 in the image", () => {
    expect(readFileSync(".ci/run", "utf8")).toMatch(/^npx -y -p node@24 npm install /m);
    expect(readFileSync("Dockerfile", "utf8")).toMatch(/^ARG NODE_VERSION=24$/m);
  });
});
