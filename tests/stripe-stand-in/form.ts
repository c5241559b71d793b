/**
 * Stripe's form encoding, read back: `a[b][0][c]=1&expand[]=x` into nested objects and arrays, the
 * way stripe-node writes it (its utils.stringifyRequestData: objects as `key[sub]`, arrays as
 * `key[0]`, `key[1]`) and the way the API reads it (`key[]` appends).
 */
export type FormValue = string | FormObject | FormValue[];
export interface FormObject {
  [key: string]: FormValue;
}

export function parseForm(text: string): FormObject {
  const root: FormObject = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(rawKey);
    if (!match) throw new FormError(`Invalid parameter name: ${rawKey}`);
    const path = [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]!)];
    assign(root, path, value);
  }
  return root;
}

export class FormError extends Error {}

function assign(container: FormObject | FormValue[], path: string[], value: string) {
  const [head, ...rest] = path;
  if (head === undefined) return;
  const isArray = Array.isArray(container);
  if (isArray && head !== "" && !/^\d+$/.test(head)) throw new FormError("Invalid array parameter");
  if (!isArray && head === "") throw new FormError("Invalid parameter: []");
  const index = isArray ? (head === "" ? container.length : Number(head)) : head;
  const get = () => (isArray ? container[index as number] : (container as FormObject)[index as string]);
  const set = (v: FormValue) => {
    if (isArray) container[index as number] = v;
    else (container as FormObject)[index as string] = v;
  };
  if (rest.length === 0) {
    set(value);
    return;
  }
  const nextIsArray = rest[0] === "" || /^\d+$/.test(rest[0]!);
  let child = get();
  if (child === undefined || typeof child === "string") {
    child = nextIsArray ? [] : {};
    set(child);
  }
  assign(child, rest, value);
}
