import { readdirSync } from "node:fs";
import path from "node:path";

/** The text files of the web build that are sent compressed: the build's copies and the server's own. */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

/**
 * The web build's files, as names relative to `dir` ("assets/app-1.js"). Dot files and folders
 * (.vite's manifest) are the build's notes, not the site's files.
 */
export function filesUnder(dir: string, prefix = ""): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith(".")) return [];
    const relative = `${prefix}${entry.name}`;
    return entry.isDirectory() ? filesUnder(path.join(dir, entry.name), `${relative}/`) : [relative];
  });
}
