import type { TextBody } from "#server/text-body";
import type { PageData } from "./page-data";

/**
 * What is made from a page's cached answers (its first screen, its finished HTML), kept with them:
 * a WeakMap on the page's body, its store compared. It is made once per change of the store, not
 * once per visit, and goes when the answers go. Up to `maxKeys` values per page, the oldest out.
 */
export function keptWithAnswers<T>(maxKeys = 1) {
  const kept = new WeakMap<TextBody, { store?: TextBody; values: Map<string, T> }>();
  return {
    get({ body, store }: PageData, key = ""): T | undefined {
      const hit = kept.get(body);
      return hit && hit.store === store ? hit.values.get(key) : undefined;
    },
    set({ body, store }: PageData, value: T, key = "") {
      let hit = kept.get(body);
      if (!hit || hit.store !== store) {
        hit = { store, values: new Map() };
        kept.set(body, hit);
      }
      if (hit.values.size >= maxKeys) hit.values.delete(hit.values.keys().next().value!);
      hit.values.set(key, value);
    },
    /** Drops `value` if it is still the one kept (a newer one stays). */
    forget({ body }: PageData, value: T, key = "") {
      const values = kept.get(body)?.values;
      if (values?.get(key) === value) values.delete(key);
    },
  };
}
