import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/**
 * The W3C Nu Html Checker as the vnu-jar package ships it: a jar in the package, run on the
 * system's Java (11 or later; .ci/run installs Debian's). The package's own runner and install
 * script would download a Java when none is found; neither is used (npm runs no install script of
 * a package outside package.json's allowScripts), so nothing is fetched at install or run time.
 */
const VNU_JAR = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

/** A page's HTML under the name of the screen it is. */
export interface Screen {
  name: string;
  html: string;
}

interface VnuMessage {
  /** "error" and "info" (a warning: left out by --errors-only); "non-document-error" when a file could not be read. */
  type: string;
  url?: string;
  lastLine?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
}

/**
 * Writes each screen's HTML into `dir` (a file per screen, kept for a failed test's reader) and
 * returns the checker's errors in them, one line each: screen, file, line and column, message and
 * the markup it is about. Warnings are not reported (`--errors-only`): they are advice ("consider
 * adding a lang attribute"), not invalid HTML. All files in one run: the JVM starts once.
 */
export function htmlErrors(screens: Screen[], dir: string): string[] {
  mkdirSync(dir, { recursive: true });
  const byFile = new Map<string, string>();
  const files = screens.map(({ name, html }, i) => {
    const file = path.join(
      dir,
      `${String(i + 1).padStart(2, "0")}-${name.replace(/[^a-z0-9]+/gi, "-")}.html`,
    );
    writeFileSync(file, html);
    byFile.set(path.basename(file), name);
    return file;
  });
  const run = spawnSync(
    "java",
    ["-jar", VNU_JAR, "--format", "json", "--errors-only", "--exit-zero-always", "--verbose", ...files],
    { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  );
  if (run.error) {
    throw new Error(
      `the Nu Html Checker needs Java 11 or later as \`java\` (.ci/run installs Debian's default-jre-headless): ${run.error.message}`,
    );
  }
  if (run.status !== 0)
    throw new Error(`the Nu Html Checker failed (${run.status}): ${run.stderr}${run.stdout}`);
  // --verbose names each file on stdout as it is read: a file it skipped would pass unchecked.
  const read = new Set(run.stdout.split("\n").map((line) => line.trim()));
  const unread = files.filter((file) => !read.has(file));
  if (unread.length > 0) throw new Error(`the Nu Html Checker did not read ${unread.join(", ")}`);
  // The JSON report goes to stderr.
  const { messages } = JSON.parse(run.stderr) as { messages: VnuMessage[] };
  return messages.map((m) => {
    const file = m.url ? path.basename(decodeURIComponent(new URL(m.url).pathname)) : "?";
    const where = m.lastLine === undefined ? file : `${file}:${m.lastLine}:${m.lastColumn ?? 0}`;
    const extract = m.extract ? ` at “${m.extract.replace(/\s+/g, " ").trim()}”` : "";
    return `${byFile.get(file) ?? file} (${where}): ${m.type}: ${m.message}${extract}`;
  });
}
