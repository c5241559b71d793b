import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runAsProcess } from "#tests/helpers/command-run";

describe("the server with settings it cannot use", () => {
  const parent = mkdtempSync(path.join(tmpdir(), "main-settings-"));
  afterAll(() => rmSync(parent, { recursive: true, force: true }));

  it("refuses to start, naming each setting and the value it got, and touches no data", async () => {
    const dataDir = path.join(parent, "data");
    const res = await runAsProcess(path.join(import.meta.dirname, "main.ts"), [], {
      DATA_DIR: dataDir,
      PORT: "abc",
      MERCHANT_APPROVAL: "Manual",
      DEMO_DATA: "maybe",
      LOG_LEVEL: "loud",
      SESSION_SECRET: "never-shown-secret",
      REQUIRE_WEB_BUILD: "off",
    });
    expect(res.code).toBe(1);
    expect(res.stderr).toBe(
      [
        'Cannot start: PORT must be a whole number from 0 to 65535, not "abc"',
        'Cannot start: DEMO_DATA must be on or off (or true/false, yes/no, 1/0), not "maybe"',
        'Cannot start: MERCHANT_APPROVAL must be auto or manual, not "Manual"',
        'Cannot start: LOG_LEVEL must be fatal, error, warn, info, debug, trace or silent, not "loud"',
        "",
      ].join("\n"),
    );
    expect(res.stderr).not.toContain("never-shown-secret");
    // It never listened, opened a database or wrote its session secret.
    expect(res.stdout).toBe("");
    expect(existsSync(dataDir)).toBe(false);
  }, 60_000);
});
