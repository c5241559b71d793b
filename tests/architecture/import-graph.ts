import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "../..");

const ALIASES: Record<string, string> = {
  "#contracts/": "src/contracts/",
  "#server/": "src/server/",
  "#web/": "src/web/",
  "#tests/": "tests/",
};

export interface ImportEdge {
  /** The importing file, relative to the repository root ("src/server/app.ts"). */
  from: string;
  /** The specifier as written. */
  specifier: string;
  /** The imported file or folder relative to the root, without extension; null for packages. */
  target: string | null;
  /** The imported names ("default" for a default import, "*" for a namespace import). */
  names: string[];
}

/** Every .ts/.tsx file under `dir` (relative to the root), test files included. */
export function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const entry of readdirSync(path.join(ROOT, rel), { withFileTypes: true })) {
      const child = `${rel}/${entry.name}`;
      if (entry.isDirectory()) walk(child);
      else if (/\.tsx?$/.test(entry.name)) out.push(child);
    }
  };
  walk(dir);
  return out;
}

function resolveTarget(from: string, specifier: string): string | null {
  for (const [alias, dir] of Object.entries(ALIASES)) {
    if (specifier.startsWith(alias)) return dir + specifier.slice(alias.length);
  }
  if (specifier.startsWith("."))
    return path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  return null;
}

function namesOf(clause: string): string[] {
  const names: string[] = [];
  const braces = /\{([^}]*)\}/.exec(clause);
  if (braces) {
    for (const part of braces[1]!.split(",")) {
      const name = part
        .trim()
        .replace(/^type\s+/, "")
        .split(/\s+as\s+/)[0]!
        .trim();
      if (name) names.push(name);
    }
  }
  if (/\*\s+as\s+\w+/.test(clause)) names.push("*");
  const rest = clause.replace(/\{[^}]*\}/, "").replace(/^type\s+/, "");
  if (/^\s*[A-Za-z_$][\w$]*\s*(,|$)/.test(rest)) names.push("default");
  return names;
}

/** The static imports and re-exports of a file, plus dynamic import() and vi.mock() targets. */
export function importsOf(file: string): ImportEdge[] {
  const text = readFileSync(path.join(ROOT, file), "utf8");
  const edges: ImportEdge[] = [];
  const statement = /(?:^|\n)\s*(import|export)\s+([^;]*?)\s+from\s+"([^"]+)"/g;
  for (const match of text.matchAll(statement)) {
    const specifier = match[3]!;
    edges.push({ from: file, specifier, target: resolveTarget(file, specifier), names: namesOf(match[2]!) });
  }
  for (const match of text.matchAll(/(?:import|vi\.mock)\(\s*"([^"]+)"/g)) {
    const specifier = match[1]!;
    edges.push({ from: file, specifier, target: resolveTarget(file, specifier), names: ["*"] });
  }
  return edges;
}

/** "src/server/modules/catalog/service" -> "catalog" (the folder right below `base`), or null. */
export function folderBelow(base: string, file: string | null): string | null {
  if (!file?.startsWith(`${base}/`)) return null;
  const rest = file.slice(base.length + 1);
  return rest.includes("/") ? rest.split("/")[0]! : null;
}

/** Formats offenders one per line, so a failing test names each of them. */
export const describeEdges = (edges: ImportEdge[]) =>
  edges.map((e) => `${e.from} imports "${e.specifier}"`).join("\n");

/** The file an edge's target names ("src/web/lib/router" -> "src/web/lib/router.tsx"), or null. */
export function fileOf(target: string | null): string | null {
  if (!target) return null;
  const candidates = /\.[cm]?[jt]sx?$/.test(target)
    ? [target]
    : [`${target}.ts`, `${target}.tsx`, `${target}/index.ts`, `${target}/index.tsx`];
  return candidates.find((file) => existsSync(path.join(ROOT, file))) ?? null;
}

/** Every repository file `files` import, directly or through other files, with the files themselves. */
export function reachableFrom(files: string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...files];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const edge of importsOf(file)) {
      const next = fileOf(edge.target);
      if (next && !seen.has(next)) pending.push(next);
    }
  }
  return seen;
}
