import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { describeEdges, importsOf, ROOT, reachableFrom, sourceFiles } from "./import-graph";

/**
 * Where the web's tests live and what they may touch. Component and hook tests (`*.test.tsx`) run in
 * jsdom (vitest.config.ts, project "web"), beside what they test; their shared helpers are in
 * tests/web. They see the app as a user does: through its screens and a stubbed fetch, never by
 * replacing the app's own modules, and never with server code.
 */
const isTest = (file: string) => /\.test\.tsx?$/.test(file);
const everywhere = ["src", "tests", "scripts", "bench", "e2e"].flatMap(sourceFiles);
const webTests = sourceFiles("src/web").filter(isTest);
const componentTests = webTests.filter((file) => file.endsWith(".test.tsx"));
const webTestHelpers = sourceFiles("tests/web");

describe("web tests", () => {
  it("component and hook tests (*.test.tsx) live under src/web, the only place jsdom runs them", () => {
    expect(everywhere.filter((file) => file.endsWith(".test.tsx") && !file.startsWith("src/web/"))).toEqual(
      [],
    );
  });

  it("every web test sits beside the file it tests (x.test.tsx or x.preact.test.tsx next to x.tsx or x.ts)", () => {
    const orphans = webTests.filter((file) => {
      const subject = file.replace(/(\.preact)?\.test\.tsx?$/, "");
      return ![".ts", ".tsx"].some((ext) => existsSync(path.join(ROOT, subject + ext)));
    });
    expect(orphans).toEqual([]);
  });

  it("tests/web holds the web tests' helpers, no tests of its own", () => {
    expect(webTestHelpers.filter(isTest)).toEqual([]);
  });

  it("no web test reaches server code, even through a helper", () => {
    const offenders = webTests.flatMap((test) =>
      [...reachableFrom([test])]
        .filter((file) => file.startsWith("src/server/"))
        .map((file) => `${test} reaches ${file}`),
    );
    expect(offenders).toEqual([]);
  });

  it("component and hook tests replace no module: they stub fetch (tests/web/fetch.ts) or seed query data", () => {
    const mocks = [...componentTests, ...webTestHelpers].filter((file) =>
      /\bvi\.(do)?mock\(/.test(readFileSync(path.join(ROOT, file), "utf8")),
    );
    expect(mocks).toEqual([]);
  });

  it("app code imports no test code", () => {
    const appFiles = sourceFiles("src").filter((file) => !isTest(file));
    expect(
      describeEdges(
        appFiles
          .flatMap(importsOf)
          .filter(
            (edge) =>
              edge.target?.startsWith("tests/") ||
              /^(vitest|@testing-library\/)/.test(edge.specifier) ||
              edge.specifier === "jsdom",
          ),
      ),
    ).toBe("");
  });
});
