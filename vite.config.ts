import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { compileHints } from "./scripts/compile-hints-plugin";
import { icuCatalogs } from "./scripts/icu-catalogs-plugin";
import { jsBudget } from "./scripts/js-budget-plugin";
import { preactRuntime } from "./scripts/preact-runtime";
import { precompress } from "./scripts/precompress-plugin";

/**
 * The server's renderer of the storefront's first screens (`vite build --ssr entry-server.tsx`):
 * one self-contained module in dist/web-ssr, outside the public files, with React and the app's
 * other packages bundled in (they are devDependencies, absent from a production install).
 */
const serverRenderer = defineConfig({
  root: "src/web",
  publicDir: false,
  plugins: [react(), icuCatalogs()],
  resolve: preactRuntime,
  ssr: { noExternal: true },
  build: {
    outDir: "../../dist/web-ssr",
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: { input: "entry-server.tsx", output: { entryFileNames: "[name].js" } },
  },
});

const browserApp = defineConfig({
  root: "src/web",
  publicDir: "public",
  // compileHints writes before precompress compresses and jsBudget counts (after-build-plugin.ts).
  plugins: [react(), icuCatalogs(), tailwindcss(), compileHints(), precompress(), jsBudget()],
  resolve: {
    alias: [
      ...preactRuntime.alias,
      // The catalogs come parsed (icuCatalogs): the browser formats messages without the parser.
      {
        find: /^@formatjs\/icu-messageformat-parser$/,
        replacement: "@formatjs/icu-messageformat-parser/no-parser.js",
      },
    ],
  },
  build: {
    outDir: "../../dist/web",
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // The server reads it to preload a storefront page's own code from its HTML (web-app.ts).
    manifest: true,
    // Every browser the storefront supports preloads modules itself: no polyfill in the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // A phone on a slow network pays per request: the framework comes as one file, and the
          // tiny modules shared by a few screens are copied into each instead of being files.
          groups: [
            {
              name: "framework",
              // With the class-name helpers every screen's `cn` uses.
              test: /node_modules[\\/](preact|@tanstack[\\/](query-core|react-query)|clsx)[\\/]/,
            },
          ],
          experimentalInlineCommonChunks: { maxSize: 12 * 1024 },
        },
      },
    },
  },
  server: {
    proxy: { "/api": "http://localhost:3000", "/uploads": "http://localhost:3000" },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverRenderer : browserApp));
