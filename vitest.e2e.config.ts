import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["e2e/**/*.e2e.ts"],
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // Two files at a time on two cores: each starts its own server and Chromium, on its own port
    // and data folder. One at a time, CI took 13 of its 15 minutes.
    fileParallelism: true,
    maxWorkers: 2,
  },
});
