import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

describe("loadConfig (runtime contract)", () => {
  const dir = () => mkdtempSync(path.join(tmpdir(), "cfg-"));

  it("has working defaults", () => {
    const dataDir = dir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      host: "0.0.0.0",
      dataDir,
      databaseUrl: undefined,
      demoData: true,
      merchantApproval: "auto",
    });
    expect(config.mapTileUrl).toContain("{z}");
  });

  it("reads every variable", () => {
    const config = loadConfig({
      PORT: "8080",
      HOST: "127.0.0.1",
      DATA_DIR: dir(),
      DATABASE_URL: "postgres://x@y/z",
      DEMO_DATA: "off",
      MERCHANT_APPROVAL: "manual",
      SESSION_SECRET: "s3cret",
      MAP_TILE_URL: "http://tiles/{z}/{x}/{y}.png",
    });
    expect(config).toMatchObject({
      port: 8080,
      host: "127.0.0.1",
      databaseUrl: "postgres://x@y/z",
      demoData: false,
      merchantApproval: "manual",
      sessionSecret: "s3cret",
      mapTileUrl: "http://tiles/{z}/{x}/{y}.png",
    });
  });

  it("generates the session secret once and keeps it in DATA_DIR", () => {
    const dataDir = dir();
    const first = loadConfig({ DATA_DIR: dataDir }).sessionSecret;
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(path.join(dataDir, "session-secret"), "utf8")).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir }).sessionSecret).toBe(first);
  });
});
