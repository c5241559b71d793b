import path from "node:path";
import { describe, expect, it } from "vitest";
import { describeEdges, folderBelow, type ImportEdge, importsOf, sourceFiles } from "./import-graph";

/**
 * The server's module template (docs/decisions/0006-module-template.md), checked over the import
 * graph: each rule is one test, and a failure names every offending import.
 */
const MODULES = "src/server/modules";
const serverEdges = sourceFiles("src/server").flatMap(importsOf);
const offenders = (keep: (edge: ImportEdge) => boolean) => describeEdges(serverEdges.filter(keep));
const base = (file: string | null) => (file ? path.posix.basename(file).replace(/\.tsx?$/, "") : "");

describe("server module template", () => {
  it("a module imports another module's service or mappers, never its queries or internals", () => {
    expect(
      offenders((edge) => {
        const from = folderBelow(MODULES, edge.from);
        const to = folderBelow(MODULES, edge.target);
        if (!from || !to || from === to) return false;
        return !["service", "mappers"].includes(base(edge.target));
      }),
    ).toBe("");
  });

  it("routes stay thin: they call the service, never the queries", () => {
    expect(offenders((edge) => base(edge.from) === "routes" && base(edge.target) === "queries")).toBe("");
  });

  it("only app.ts registers a module's routes", () => {
    expect(
      offenders(
        (edge) =>
          base(edge.target) === "routes" &&
          folderBelow(MODULES, edge.target) !== null &&
          edge.from !== "src/server/app.ts",
      ),
    ).toBe("");
  });

  it("db/, plugins/, storage/, auth/ and access/ import no module", () => {
    expect(
      offenders(
        (edge) =>
          /^src\/server\/(db|plugins|storage|auth|access)\//.test(edge.from) &&
          Boolean(edge.target?.startsWith(`${MODULES}/`)),
      ),
    ).toBe("");
  });

  it("modules take their dependencies from deps.ts, not from app.ts (no import cycle)", () => {
    expect(
      offenders(
        (edge) =>
          edge.target === "src/server/app" &&
          edge.from.startsWith(MODULES) &&
          !edge.from.endsWith(".test.ts"),
      ),
    ).toBe("");
  });
});

/**
 * Server-side page rendering (pages/) and the storefront's public cache (cache/) live beside the
 * modules, not inside one: a module is its domain (decision 0006).
 */
describe("pages and cache", () => {
  const isModule = (file: string | null) => Boolean(file?.startsWith(`${MODULES}/`));
  const under = (dir: string) => (file: string | null) => Boolean(file?.startsWith(`src/server/${dir}/`));

  it("app.ts takes from a module only its routes", () => {
    expect(
      offenders(
        (edge) =>
          edge.from === "src/server/app.ts" && isModule(edge.target) && base(edge.target) !== "routes",
      ),
    ).toBe("");
  });

  it("modules render no page: they import nothing from pages/", () => {
    expect(offenders((edge) => isModule(edge.from) && under("pages")(edge.target))).toBe("");
  });

  it("pages/ and cache/ take from a module only its service or mappers", () => {
    expect(
      offenders(
        (edge) =>
          (under("pages")(edge.from) || under("cache")(edge.from)) &&
          isModule(edge.target) &&
          !["service", "mappers"].includes(base(edge.target)),
      ),
    ).toBe("");
  });

  it("cache/ renders nothing: it imports nothing from pages/", () => {
    expect(offenders((edge) => under("cache")(edge.from) && under("pages")(edge.target))).toBe("");
  });

  it("only app.ts reaches into pages/ from outside it", () => {
    expect(
      offenders(
        (edge) =>
          under("pages")(edge.target) && !under("pages")(edge.from) && edge.from !== "src/server/app.ts",
      ),
    ).toBe("");
  });
});

describe("import paths", () => {
  const all = [...sourceFiles("src"), ...sourceFiles("tests"), ...sourceFiles("e2e")].flatMap(importsOf);

  it("no relative import climbs more than one folder: other areas use the #aliases", () => {
    expect(describeEdges(all.filter((edge) => edge.specifier.startsWith("../../")))).toBe("");
  });

  it("contracts import only zod and other contracts (the message catalogs FormatJS too: decision 0068)", () => {
    const FORMATJS = ["intl-messageformat", "@formatjs/icu-messageformat-parser"];
    expect(
      describeEdges(
        all.filter(
          (edge) =>
            edge.from.startsWith("src/contracts/") &&
            !edge.from.endsWith(".test.ts") &&
            edge.specifier !== "zod" &&
            !(edge.from.startsWith("src/contracts/i18n/") && FORMATJS.includes(edge.specifier)) &&
            !edge.target?.startsWith("src/contracts/"),
        ),
      ),
    ).toBe("");
  });
});
