import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "@babel/parser";
import { ROOT, sourceFiles } from "./import-graph";

/**
 * Finds the queries that read or change a merchant-owned table (one with a merchant_id column)
 * without a condition on that table's merchant_id. Static: every drizzle call chain and every raw
 * `sql` template of the server's code is read, whether a test runs it or not. A chain counts as
 * scoped when its where() or join condition names `<table>.merchantId`, directly or through a
 * helper or constant of the same file; a table named in raw SQL (`from products p`) when the rest of
 * its (sub)query names `p.merchant_id`. Inserts carry their merchant_id by the column's NOT NULL;
 * an upsert's update must be scoped like any other.
 */

type Node = { type: string; start: number; end: number; [key: string]: unknown };

/** A merchant-owned table: its name in the code (`orderItems`) and in SQL (`order_items`). */
interface MerchantTable {
  variable: string;
  sqlName: string;
}

interface Finding {
  /** "src/server/modules/catalog/queries.ts#deleteProductsWithoutOrders": the file and its top-level name. */
  where: string;
  table: string;
  line: number;
}

/** The tables of src/server/db/schema that have a merchant_id column. */
export function merchantTables(): MerchantTable[] {
  const tables: MerchantTable[] = [];
  for (const file of sourceFiles("src/server/db/schema")) {
    const text = readFileSync(path.join(ROOT, file), "utf8");
    for (const node of walk(parseTs(text))) {
      if (node.type !== "VariableDeclarator") continue;
      const init = node.init as Node | null;
      if (init?.type !== "CallExpression" || source(text, init.callee as Node) !== "pgTable") continue;
      const [name, columns] = init.arguments as Node[];
      if (name?.type === "StringLiteral" && columns && source(text, columns).includes('"merchant_id"')) {
        tables.push({ variable: (node.id as Node & { name: string }).name, sqlName: name.value as string });
      }
    }
  }
  return tables;
}

/** Every unscoped query of the server's own code (tests left out). */
export function unscopedQueriesOfServer(tables: MerchantTable[]): Finding[] {
  return sourceFiles("src/server")
    .filter((file) => !/\.test\.tsx?$/.test(file) && !file.startsWith("src/server/db/schema/"))
    .flatMap((file) => unscopedQueries(file, readFileSync(path.join(ROOT, file), "utf8"), tables));
}

const JOINS = new Set(["innerJoin", "leftJoin", "rightJoin", "fullJoin"]);
const TABLE_CALLS = new Set(["from", "update", "delete", "insert", ...JOINS]);

export function unscopedQueries(file: string, text: string, tables: MerchantTable[]): Finding[] {
  const ast = parseTs(text);
  const byVariable = new Map(tables.map((t) => [t.variable, t]));
  const bySqlName = new Map(tables.map((t) => [t.sqlName, t]));
  const declarations = declarationsOf(ast, text);
  const parents = new Map<Node, Node>();
  for (const node of walk(ast, (child, parent) => parents.set(child, parent))) void node;
  const findings: Finding[] = [];
  const report = (node: Node, table: string) =>
    findings.push({ where: `${file}#${topLevelName(node, parents)}`, table, line: lineOf(text, node.start) });

  for (const node of walk(ast)) {
    if (node.type === "CallExpression") {
      const callee = node.callee as Node;
      const method = callee.type === "MemberExpression" ? propertyName(callee) : null;
      const first = (node.arguments as Node[])[0];
      const table =
        method && TABLE_CALLS.has(method) && first?.type === "Identifier"
          ? byVariable.get(nameOf(first))
          : undefined;
      if (!table) continue;
      const chain = chainOf(node, parents);
      if (method === "insert" && !chain.some((call) => call.method === "onConflictDoUpdate")) continue;
      const conditions = chain.flatMap((call) => {
        if (call.method === "where" || call.method === "onConflictDoUpdate") return call.args;
        return JOINS.has(call.method) ? call.args.slice(1) : [];
      });
      const evidence = [
        ...conditions.map((arg) => source(text, arg)),
        ...laterConditions(chain, parents, text),
      ];
      const scope = new RegExp(`\\b${table.variable}\\.merchantId\\b`);
      if (!scope.test(expand(evidence.join("\n"), declarations))) report(node, table.sqlName);
    } else if (node.type === "TaggedTemplateExpression" && source(text, node.tag as Node) === "sql") {
      for (const table of unscopedInSql(rendered(node, text, byVariable), bySqlName)) report(node, table);
    }
  }
  return findings;
}

/** A call of a chain: `.where(...)` is { method: "where", args }. */
interface ChainCall {
  method: string;
  args: Node[];
}

/** The whole call chain `node` is part of (`db.select().from(t).where(...).limit(1)`), outermost first. */
function chainOf(node: Node, parents: Map<Node, Node>): ChainCall[] & { top?: Node } {
  let top = node;
  for (;;) {
    const member = parents.get(top);
    const call = member && parents.get(member);
    if (member?.type !== "MemberExpression" || member.object !== top || call?.type !== "CallExpression")
      break;
    if (call.callee !== member) break;
    top = call;
  }
  const calls: ChainCall[] & { top?: Node } = [];
  calls.top = top;
  for (
    let at: Node = top;
    at.type === "CallExpression" && (at.callee as Node).type === "MemberExpression";
  ) {
    const callee = at.callee as Node;
    calls.push({ method: propertyName(callee) ?? "", args: at.arguments as Node[] });
    at = callee.object as Node;
  }
  return calls;
}

/**
 * A chain kept in a constant and finished later (`const query = db.select().from(t).$dynamic()`,
 * then `query.where(...)`): the conditions of the later calls on that constant, in the same function.
 */
function laterConditions(chain: { top?: Node }, parents: Map<Node, Node>, text: string): string[] {
  const declarator = chain.top && parents.get(chain.top);
  if (declarator?.type !== "VariableDeclarator" || (declarator.id as Node).type !== "Identifier") return [];
  const name = nameOf(declarator.id as Node);
  let scope: Node | undefined = declarator;
  while (scope && !/Function|Program/.test(scope.type)) scope = parents.get(scope);
  if (!scope) return [];
  const uses = new RegExp(`\\b${name}\\b`);
  const out: string[] = [];
  for (const node of walk(scope)) {
    const callee = node.type === "CallExpression" ? (node.callee as Node) : null;
    if (callee?.type !== "MemberExpression" || !["where", ...JOINS].includes(propertyName(callee) ?? ""))
      continue;
    if (uses.test(source(text, callee.object as Node)))
      out.push(...(node.arguments as Node[]).map((a) => source(text, a)));
  }
  return out;
}

/** Text with the named helpers and constants of the same file it uses written out, to a few levels. */
function expand(evidence: string, declarations: Map<string, string[]>): string {
  let text = evidence;
  const seen = new Set<string>();
  for (let depth = 0; depth < 4; depth++) {
    const more = [...text.matchAll(/[A-Za-z_$][\w$]*/g)]
      .map((m) => m[0])
      .filter((name) => declarations.has(name) && !seen.has(name));
    if (more.length === 0) break;
    for (const name of more) {
      seen.add(name);
      text += `\n${declarations.get(name)!.join("\n")}`;
    }
  }
  return text;
}

const SQL_WORDS = new Set(
  "where on set join left right inner full cross natural using group order limit for union returning values select and or as with lateral".split(
    " ",
  ),
);

/**
 * A template's text with its interpolations marked: a table as «t:order_items», a table's
 * merchantId column as «order_items.merchant_id», anything else as «».
 */
function rendered(node: Node, text: string, byVariable: Map<string, MerchantTable>): string {
  const quasi = node.quasi as Node & { quasis: Node[]; expressions: Node[] };
  let out = "";
  quasi.quasis.forEach((part, i) => {
    out += ((part.value as { raw: string }).raw ?? "").replace(/--[^\n]*/g, " ");
    const expression = quasi.expressions[i];
    if (!expression) return;
    const expressionText = source(text, expression);
    const table = byVariable.get(expressionText);
    const column = /^(\w+)\.merchantId$/.exec(expressionText);
    const columnTable = column && byVariable.get(column[1]!);
    out += table ? `«t:${table.sqlName}»` : columnTable ? `«${columnTable.sqlName}.merchant_id»` : "«»";
  });
  return out;
}

/** The merchant tables raw SQL reads or changes (`from`, `join`, `update`) with no merchant_id condition. */
function unscopedInSql(sqlText: string, bySqlName: Map<string, MerchantTable>): string[] {
  const unscoped: string[] = [];
  const reference = /\b(?:from|join|update)\s+(?:«t:(\w+)»|"?(\w+)"?)(?:\s+(?:as\s+)?(\w+))?/gi;
  for (const match of sqlText.matchAll(reference)) {
    const sqlName = match[1] ?? match[2]!;
    if (!bySqlName.has(sqlName)) continue;
    const alias = match[3] && !SQL_WORDS.has(match[3].toLowerCase()) ? match[3] : null;
    const region = subqueryAfter(sqlText, match.index + match[0].length);
    const named = alias ?? sqlName;
    const scoped =
      new RegExp(`\\b${named}"?\\."?merchant_id\\b`).test(region) ||
      region.includes(`«t:${sqlName}».merchant_id`) ||
      region.includes(`«${sqlName}.merchant_id»`) ||
      (!alias && /(?<![\w.])merchant_id\b/.test(region));
    if (!scoped) unscoped.push(sqlName);
  }
  return unscoped;
}

/** The text after `from` up to the end of its (sub)query: the first parenthesis it did not open. */
function subqueryAfter(sqlText: string, start: number): string {
  let depth = 0;
  for (let i = start; i < sqlText.length; i++) {
    if (sqlText[i] === "(") depth++;
    else if (sqlText[i] === ")" && depth-- === 0) return sqlText.slice(start, i);
  }
  return sqlText.slice(start);
}

/** Functions and constants by name (all of a name, wherever in the file), as their source text. */
function declarationsOf(ast: Node, text: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const add = (name: string, node: Node) => out.set(name, [...(out.get(name) ?? []), source(text, node)]);
  for (const node of walk(ast)) {
    if (node.type === "FunctionDeclaration" && node.id) add(nameOf(node.id as Node), node);
    if (node.type === "VariableDeclarator" && (node.id as Node).type === "Identifier" && node.init) {
      add(nameOf(node.id as Node), node.init as Node);
    }
  }
  return out;
}

/** The name of the top-level function or constant a node is in. */
function topLevelName(node: Node, parents: Map<Node, Node>): string {
  let at: Node = node;
  for (let parent = parents.get(at); parent && parent.type !== "Program"; parent = parents.get(at))
    at = parent;
  const declaration = (at.type === "ExportNamedDeclaration" ? at.declaration : at) as Node | null;
  if (declaration?.type === "FunctionDeclaration") return nameOf(declaration.id as Node);
  if (declaration?.type === "VariableDeclaration") {
    return nameOf(((declaration.declarations as Node[])[0]!.id as Node) ?? declaration);
  }
  return "(top level)";
}

function parseTs(text: string): Node {
  return parse(text, { sourceType: "module", plugins: ["typescript"] }) as unknown as Node;
}

/** Every node below `root` (root included), depth first; `visit` hears each child with its parent. */
function* walk(root: Node, visit?: (child: Node, parent: Node) => void): Generator<Node> {
  const stack: Node[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    yield node;
    for (const [key, value] of Object.entries(node)) {
      if (key === "loc" || key === "leadingComments" || key === "trailingComments") continue;
      for (const child of Array.isArray(value) ? value : [value]) {
        if (child && typeof child === "object" && typeof (child as Node).type === "string") {
          visit?.(child as Node, node);
          stack.push(child as Node);
        }
      }
    }
  }
}

const source = (text: string, node: Node) => text.slice(node.start, node.end);
const nameOf = (node: Node) => (node as Node & { name: string }).name;
const propertyName = (member: Node) => {
  const property = member.property as Node;
  return property.type === "Identifier" && !member.computed ? nameOf(property) : null;
};
const lineOf = (text: string, offset: number) => text.slice(0, offset).split("\n").length;
