import path from "node:path";
import type { Plugin, Rollup } from "vite";

/**
 * A step of the web build run on its output folder once Vite has written every file (`closeBundle`).
 * Each step is synchronous, so the steps run in the order of the config's `plugins`, each on what
 * the ones before it wrote (vite.config.ts: compile hints, then compressed copies, then the budget).
 */
export function afterBuild(name: string, step: (this: Rollup.PluginContext, outDir: string) => void): Plugin {
  let outDir = "";
  return {
    name,
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      step.call(this, outDir);
    },
  };
}
