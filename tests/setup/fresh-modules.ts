import { vi } from "vitest";

// Setup file of the projects whose workers run file after file (`isolate: false`, decision 0040).
// Node, the libraries and PGlite's compiled WebAssembly stay loaded from one file to the next,
// which is what a fresh process per file used to cost; the project's own modules (src/ and tests/)
// are evaluated anew for each file, so no module-level state passes from one file to the next.
vi.resetModules();
