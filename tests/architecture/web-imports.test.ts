import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { describeEdges, folderBelow, type ImportEdge, importsOf, ROOT, sourceFiles } from "./import-graph";

/**
 * The web half of the module template (docs/decisions/0006-module-template.md): features share data
 * only through each other's exported `…QueryOptions` (and, to refresh it, their `…Keys`), and routes
 * compose features. Data takes one shape (docs/decisions/0039-web-data-one-shape.md): one mutation
 * helper, toasts in components, query keys from each feature's query-keys.ts.
 */
const FEATURES = "src/web/features";
const webFiles = sourceFiles("src/web").filter((file) => !/\.test\.tsx?$/.test(file));
const webEdges = webFiles.flatMap(importsOf);
const offenders = (keep: (edge: ImportEdge) => boolean) => describeEdges(webEdges.filter(keep));
const textOf = (file: string) => readFileSync(path.join(ROOT, file), "utf8");
const isQueryKeys = (file: string) => file.endsWith("/query-keys.ts");
const TOASTS = ["src/web/components/ui/use-toast", "src/web/lib/mutation-toasts"];

describe("web feature boundaries", () => {
  it("a feature takes another feature's data only as its exported …QueryOptions, or its …Keys to refresh it", () => {
    expect(
      offenders((edge) => {
        const from = folderBelow(FEATURES, edge.from);
        const to = folderBelow(FEATURES, edge.target);
        if (!from || !to || from === to) return false;
        const fromApi = edge.target!.startsWith(`${FEATURES}/${to}/api/`);
        const suffix = edge.target === `${FEATURES}/${to}/api/query-keys` ? "Keys" : "QueryOptions";
        return !fromApi || edge.names.length === 0 || !edge.names.every((name) => name.endsWith(suffix));
      }),
    ).toBe("");
  });

  it("features, components and lib never import a route; components and lib never import a feature", () => {
    expect(
      offenders(
        (edge) =>
          (/^src\/web\/(features|components|lib)\//.test(edge.from) &&
            Boolean(edge.target?.startsWith("src/web/routes/"))) ||
          (/^src\/web\/(components|lib)\//.test(edge.from) &&
            Boolean(edge.target?.startsWith(`${FEATURES}/`))),
      ),
    ).toBe("");
  });

  it("no query key is written by hand outside a query-keys.ts", () => {
    // An array or a string where a key goes: `queryKey: [`, `mutationKey: "`, `setQueryData([`.
    const literalKey =
      /\b(?:query|mutation)Key\s*:\s*[["'`]|\b(?:get|set)QueryData\s*(?:<[^>]*>)?\(\s*[["'`]/;
    const handWritten = webFiles.filter((file) => !isQueryKeys(file) && literalKey.test(textOf(file)));
    expect(handWritten).toEqual([]);
  });

  it("query keys are built in each feature's api/query-keys.ts (the maps' in lib/map), rooted at the feature's name", async () => {
    const keyFiles = webFiles.filter(isQueryKeys);
    expect(
      keyFiles.filter((file) => !/^src\/web\/(features\/[^/]+\/api|lib\/map)\/query-keys\.ts$/.test(file)),
    ).toEqual([]);
    const roots: Record<string, unknown> = {};
    for (const file of keyFiles) {
      const exported = Object.entries(await import(path.join(ROOT, file)));
      expect(
        exported.map(([name]) => name),
        file,
      ).toEqual([expect.stringMatching(/Keys$/)]);
      roots[file] = (exported[0]![1] as { all: unknown }).all;
    }
    const features = keyFiles.filter((file) => file.startsWith(`${FEATURES}/`));
    expect(features.map((file) => roots[file])).toEqual(
      features.map((file) => [folderBelow(FEATURES, file)]),
    );
    expect(new Set(Object.values(roots).map(String)).size).toBe(keyFiles.length);
  });

  it("every mutation goes through lib/use-api-mutation.ts, and the hooks that make one show no toast", () => {
    const helper = "src/web/lib/use-api-mutation.ts";
    const direct = webFiles.filter((file) => file !== helper && /\buseMutation\b/.test(textOf(file)));
    expect(direct).toEqual([]);
    const mutationModules = webFiles.filter(
      (file) =>
        (file.startsWith(`${FEATURES}/`) && file.includes("/api/")) ||
        /\buseApiMutation\(/.test(textOf(file)),
    );
    expect(
      describeEdges(
        webEdges.filter(
          (edge) =>
            mutationModules.includes(edge.from) && edge.from !== helper && TOASTS.includes(edge.target ?? ""),
        ),
      ),
    ).toBe("");
  });

  it("errors are read from ApiError's status and body, never parsed back out of their text", () => {
    // "409: {json}" read with a pattern such as /^(\d{3}): /.
    const parsing = webFiles.filter((file) => /\\d\{3\}\)?:/.test(textOf(file)));
    expect(parsing).toEqual([]);
  });

  it("route files hold no components of their own beyond the screen they export", () => {
    const extra = sourceFiles("src/web/routes").flatMap((file) => {
      const text = readFileSync(path.join(ROOT, file), "utf8");
      const components = [...text.matchAll(/^(?:export )?(?:default )?function ([A-Z]\w*)/gm)].map(
        (m) => m[1],
      );
      return components.length > 1 ? [`${file}: ${components.join(", ")}`] : [];
    });
    expect(extra).toEqual([]);
  });

  describe("route files compose features: effects, refs, memos and callbacks live in features' hooks", () => {
    const LOGIC_HOOKS = [
      "useEffect",
      "useLayoutEffect",
      "useInsertionEffect",
      "useRef",
      "useCallback",
      "useMemo",
      "useReducer",
      "useSyncExternalStore",
    ];
    /** Routes that still hold logic of their own, and which: this list may only shrink. */
    const NOT_YET_MOVED: Record<string, string[]> = {};
    const called = (file: string) => {
      const text = readFileSync(path.join(ROOT, file), "utf8");
      return LOGIC_HOOKS.filter((hook) => new RegExp(`\\b${hook}\\s*[<(]`).test(text));
    };
    const routes = sourceFiles("src/web/routes").filter((file) => !/\.test\.tsx?$/.test(file));

    it("no route calls React's logic hooks itself", () => {
      const offenders = routes.flatMap((file) => {
        const extra = called(file).filter((hook) => !NOT_YET_MOVED[file]?.includes(hook));
        return extra.length > 0 ? [`${file}: ${extra.join(", ")}`] : [];
      });
      expect(offenders).toEqual([]);
    });

    it("the routes not yet moved still need their exception (remove it once they are)", () => {
      for (const [file, hooks] of Object.entries(NOT_YET_MOVED)) expect(called(file)).toEqual(hooks);
    });
  });
});
