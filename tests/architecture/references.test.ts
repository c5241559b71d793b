import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "./import-graph";

/**
 * What the code and the documents point a reader to must be there: "decision NNNN" names a record
 * in docs/decisions, and a path such as src/server/app.ts names a file or folder that exists. A
 * renamed file or a mistyped number otherwise sends the next reader to the wrong page, silently.
 */
const SCANNED = ["src", "tests", "e2e", "scripts", "bench", "docs", "deploy", ".ci"];
// A decision record is history: it may name a file a later change removed ("until then
// src/server/metrics/registry.ts ..."). Its decision numbers are checked, its paths are not.
const HISTORY = "docs/decisions/";
const TEXT = /\.(ts|tsx|js|mjs|cjs|sh|sql|css|html|md|ya?ml)$|^Dockerfile$|^run$/;
const SKIPPED = new Set(["node_modules", "dist", "meta"]);

function textFiles(dir: string): string[] {
  if (!existsSync(path.join(ROOT, dir))) return [];
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const child = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : textFiles(child);
    return TEXT.test(entry.name) ? [child] : [];
  });
}

const rootFiles = readdirSync(ROOT).filter((name) => /\.(ts|mjs|md)$|^Dockerfile$/.test(name));
const FILES = [...SCANNED.flatMap(textFiles), ...rootFiles];
const THIS_FILE = "tests/architecture/references.test.ts";

const DECISIONS = readdirSync(path.join(ROOT, "docs/decisions")).filter((name) =>
  /^\d{4}-.*\.md$/.test(name),
);
const decisionFile = (number: string) => DECISIONS.find((name) => name.startsWith(`${number}-`));

interface Reference {
  /** "src/server/app.ts:12". */
  where: string;
  number: string;
  /** The text around it: the line it is on and the one before (comments wrap). */
  context: string;
}

const lineOf = (text: string, index: number) => text.slice(0, index).split("\n").length;

/** A text's "decision 0032", "decisions 0014 (orders in one statement), 0017 and 0019", "docs/decisions/0022". */
function decisionReferences(file: string, text: string): Reference[] {
  const lines = text.split("\n");
  const at = (index: number, number: string): Reference => {
    const line = lineOf(text, index);
    return { where: `${file}:${line}`, number, context: `${lines[line - 2] ?? ""}\n${lines[line - 1]}` };
  };
  const found: Reference[] = [];
  // A list goes on through commas, "and", "or", a title in parentheses, and a comment's line breaks.
  const gap = String.raw`(?:\s|\*|\/\/|--|#|,|&|\band\b|\bor\b|\([^()]*\))*`;
  for (const match of text.matchAll(new RegExp(String.raw`\bdecisions?((?:${gap}\b\d{4}\b)+)`, "gi"))) {
    for (const number of match[1]!.matchAll(/\b\d{4}\b/g))
      found.push(at(match.index + "decision".length + number.index, number[0]));
  }
  for (const match of text.matchAll(/docs\/decisions\/(\d{4})/g)) found.push(at(match.index, match[1]!));
  return found;
}

/**
 * The most cited topics and their records: text that cites one of these records while it speaks
 * of another's topic (and not of its own) most likely has the wrong number, as mail once cited
 * 0030 (WhatsApp links) instead of 0032.
 */
const TOPICS: Record<string, RegExp> = {
  "0022": /\bfiles?\b|\bS3\b|upload|storage/i,
  "0023": /process|secret|LISTEN|advisory/i,
  "0030": /whatsapp|wa\.me|country|phone/i,
  "0031": /installable|service worker|manifest|ticket|print/i,
  "0032": /e-?mail|\bmail|outbox|smtp/i,
};

function misattributed(reference: Reference): string | null {
  const own = TOPICS[reference.number];
  if (!own || own.test(reference.context)) return null;
  const others = Object.keys(TOPICS).filter((number) => TOPICS[number]!.test(reference.context));
  return others.length
    ? `${reference.where} cites ${reference.number} about ${others.join(" or ")}'s topic`
    : null;
}

/** The repository paths a text names: src/server/app.ts, tests/helpers/, e2e/orders.e2e.ts. */
function pathReferences(file: string, text: string): { where: string; path: string }[] {
  const found: { where: string; path: string }[] = [];
  const pattern = /(?<![\w./@#-])((?:src|tests|e2e|scripts|bench|docs)\/[\w./@*<>{}$[\]-]*)/g;
  for (const match of text.matchAll(pattern)) {
    const cleaned = match[1]!.replace(/[.,:;)]+$/, "");
    found.push({ where: `${file}:${lineOf(text, match.index)}`, path: cleaned });
  }
  return found;
}

/**
 * Whether a named path exists. A glob or placeholder (src/web/**\/*.test.tsx, modules/<domain>/,
 * ${name}) is checked up to the folder before it; "docs/decisions/0022" and "src/server/app" name
 * the file they begin.
 */
function resolves(named: string): boolean {
  const segments = named.replace(/\/$/, "").split("/");
  const open = segments.findIndex((segment) => /[*<>{}$[\]]/.test(segment));
  const fixed = open === -1 ? segments : segments.slice(0, open);
  const full = path.join(ROOT, ...fixed);
  if (existsSync(full)) return true;
  if (open !== -1) return false;
  const dir = path.dirname(full);
  const base = path.basename(full);
  return (
    existsSync(dir) &&
    readdirSync(dir).some(
      (name) => name.startsWith(`${base}.`) || name.startsWith(`${base}-`) || name.startsWith(`${base}_`),
    )
  );
}

const texts = FILES.filter((file) => file !== THIS_FILE).map((file) => ({
  file,
  text: readFileSync(path.join(ROOT, file), "utf8"),
}));

describe("references", () => {
  it("scans the code, its tests, scripts and documents", () => {
    expect(FILES).toContain("src/server/app.ts");
    expect(FILES).toContain("docs/decisions/0032-mail-outbox.md");
    expect(texts.flatMap(({ file, text }) => decisionReferences(file, text)).length).toBeGreaterThan(50);
    expect(texts.flatMap(({ file, text }) => pathReferences(file, text)).length).toBeGreaterThan(100);
  });

  it("every decision NNNN names a record in docs/decisions", () => {
    const missing = texts
      .flatMap(({ file, text }) => decisionReferences(file, text))
      .filter((reference) => !decisionFile(reference.number))
      .map((reference) => `${reference.where} cites decision ${reference.number}`);
    expect(missing).toEqual([]);
  });

  it("a decision cited about mail, WhatsApp, files, processes or the installable dashboard is that topic's", () => {
    const wrong = texts
      .flatMap(({ file, text }) => decisionReferences(file, text))
      .map(misattributed)
      .filter(Boolean);
    expect(wrong).toEqual([]);
  });

  it("every src/, tests/, e2e/, scripts/, bench/ and docs/ path named outside the decision records exists", () => {
    const missing = texts
      .filter(({ file }) => !file.startsWith(HISTORY))
      .flatMap(({ file, text }) => pathReferences(file, text))
      .filter((reference) => !resolves(reference.path))
      .map((reference) => `${reference.where} names ${reference.path}`);
    expect(missing).toEqual([]);
  });
});

describe("the reference checks themselves", () => {
  it("read numbers in lists and across a comment's line break, and the docs/decisions/NNNN form", () => {
    const text = "// decisions 0014 (orders in one statement), 0017 and\n// 0019; see docs/decisions/0022.";
    expect(decisionReferences("x.ts", text).map((r) => r.number)).toEqual(["0014", "0017", "0019", "0022"]);
    expect(decisionReferences("x.ts", "/**\n * The figures (decision\n * 0034).")[0]?.number).toBe("0034");
  });

  it("tell a missing record, a wrong topic and a missing path", () => {
    expect(decisionFile("0032")).toBe("0032-mail-outbox.md");
    expect(decisionFile("0999")).toBeUndefined();
    const [mail] = decisionReferences("x.ts", "// The outbox sends each mail once (decision 0030).");
    expect(misattributed(mail!)).toBe("x.ts:1 cites 0030 about 0032's topic");
    const [whatsapp] = decisionReferences("x.ts", "// A WhatsApp link (decision 0030).");
    expect(misattributed(whatsapp!)).toBeNull();
    expect(resolves("src/server/app.ts")).toBe(true);
    expect(resolves("src/server/no-such-file.ts")).toBe(false);
    expect(resolves("src/server/modules/<domain>/service.ts")).toBe(true);
    expect(resolves("src/nowhere/<domain>/service.ts")).toBe(false);
    expect(resolves("docs/decisions/0022")).toBe(true);
  });
});
