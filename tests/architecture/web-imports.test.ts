import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { describeEdges, folderBelow, type ImportEdge, importsOf, ROOT, sourceFiles } from "./import-graph";

/**
 * The web half of the module template (docs/decisions/0006-module-template.md): features share data
 * only through each other's exported `…QueryOptions`, and routes compose features.
 */
const FEATURES = "src/web/features";
const webFiles = sourceFiles("src/web").filter((file) => !/\.test\.tsx?$/.test(file));
const webEdges = webFiles.flatMap(importsOf);
const offenders = (keep: (edge: ImportEdge) => boolean) => describeEdges(webEdges.filter(keep));

describe("web feature boundaries", () => {
  it("a feature takes another feature's data only as its exported …QueryOptions", () => {
    expect(
      offenders((edge) => {
        const from = folderBelow(FEATURES, edge.from);
        const to = folderBelow(FEATURES, edge.target);
        if (!from || !to || from === to) return false;
        const fromApi = edge.target!.startsWith(`${FEATURES}/${to}/api/`);
        return (
          !fromApi || edge.names.length === 0 || !edge.names.every((name) => name.endsWith("QueryOptions"))
        );
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

  it("no query key is written by hand outside features/*/api", () => {
    const handWritten = webFiles.filter((file) => {
      if (/^src\/web\/features\/[^/]+\/api\//.test(file)) return false;
      return /queryKey:\s*\[/.test(readFileSync(path.join(ROOT, file), "utf8"));
    });
    expect(handWritten).toEqual([]);
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
    const NOT_YET_MOVED: Record<string, string[]> = {
      "src/web/routes/dashboard.tsx": ["useEffect", "useRef"],
    };
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
