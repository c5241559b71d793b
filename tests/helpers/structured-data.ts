import Validator from "@adobe/structured-data-validator";
import WebAutoExtractor from "@marbec/web-auto-extractor";
import jsonld from "jsonld";

/**
 * Reading a page's JSON-LD as a crawler does, with libraries from the registry: the extractor finds
 * and parses the scripts in the HTML, jsonld.js expands them against schema.org's vocabulary, and
 * Adobe's validator checks Google's rich-result rules (Product, Offer, BreadcrumbList).
 */

/**
 * The part of schema.org's context (https://schema.org/docs/jsonldcontext.jsonld) that our pages
 * use, kept here: the tests run without a network. Its terms are schema.org's own: the vocabulary,
 * and the properties whose values are links rather than text.
 */
const SCHEMA_ORG_CONTEXT = {
  "@context": {
    "@vocab": "https://schema.org/",
    schema: "https://schema.org/",
    url: { "@id": "schema:url", "@type": "@id" },
    image: { "@id": "schema:image", "@type": "@id" },
    logo: { "@id": "schema:logo", "@type": "@id" },
    item: { "@id": "schema:item", "@type": "@id" },
    availability: { "@id": "schema:availability", "@type": "@id" },
    dayOfWeek: { "@id": "schema:dayOfWeek", "@type": "@id" },
  },
};

/** Every context is the local copy: a page that named any other would fail here, not go online. */
const documentLoader = async (url: string) => {
  if (!/^https?:\/\/schema\.org\/?$/.test(url)) throw new Error(`No network in tests: ${url}`);
  return { contextUrl: undefined, documentUrl: url, document: SCHEMA_ORG_CONTEXT };
};

export interface PageJsonLd {
  /** The extractor's answer, as the validator takes it. */
  extracted: ReturnType<WebAutoExtractor["parse"]>;
  /** Each top-level JSON-LD object, as parsed from the page. */
  items: Record<string, unknown>[];
}

export function readJsonLd(html: string): PageJsonLd {
  const extracted = new WebAutoExtractor({ addLocation: true }).parse(html);
  const items = Object.values(extracted.jsonld).flat();
  return { extracted, items };
}

export type Node = Record<string, unknown[]>;

/** The object expanded to schema.org IRIs: a typo in a property's or a type's name would show here. */
export async function expandJsonLd(item: Record<string, unknown>): Promise<Node> {
  const { "@location": _location, ...doc } = item;
  const [node] = await jsonld.expand(
    doc as jsonld.JsonLdDocument,
    { documentLoader } as jsonld.Options.Expand,
  );
  return node as Node;
}

const IRI = "https://schema.org/";
/** A property's values in an expanded node, by their schema.org name. */
export const valuesOf = (node: Node, property: string): unknown[] => node[`${IRI}${property}`] ?? [];
/** A property's single text value (or link), by its schema.org name. */
export function textOf(node: Node, property: string): string | undefined {
  const [value] = valuesOf(node, property) as { "@value"?: unknown; "@id"?: string }[];
  return value === undefined ? undefined : String(value["@value"] ?? value["@id"]);
}
/** A property's nested nodes. */
export const nodesOf = (node: Node, property: string) => valuesOf(node, property) as Node[];
export const typesOf = (node: Node) => (node["@type"] as string[]).map((type) => type.replace(IRI, ""));

/** The schema.org properties missing from a node: what a type requires. */
export const missing = (node: Node, properties: string[]) =>
  properties.filter((p) => valuesOf(node, p).length === 0);

/** Google's rich-result errors in the page's structured data (warnings are optional fields). */
export async function richResultErrors({ extracted }: PageJsonLd) {
  const issues = await new Validator().validate(extracted);
  return issues.filter((issue) => issue.severity === "ERROR").map((issue) => issue.issueMessage);
}
