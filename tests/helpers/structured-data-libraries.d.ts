/** The parts of the structured-data test libraries' APIs the tests use (they ship no types). */
declare module "@marbec/web-auto-extractor" {
  interface Options {
    addLocation?: boolean;
    embedSource?: boolean | string[];
  }
  export interface Extracted {
    metatags: Record<string, unknown>;
    microdata: Record<string, unknown>;
    rdfa: Record<string, unknown>;
    jsonld: Record<string, Record<string, unknown>[]>;
    errors?: { message: string; format: string }[];
  }
  export default class WebAutoExtractor {
    constructor(options?: Options);
    parse(html: string): Extracted;
  }
}

declare module "@adobe/structured-data-validator" {
  export interface Issue {
    issueMessage: string;
    severity: "ERROR" | "WARNING";
    rootType?: string;
    fieldNames?: string[];
  }
  export default class Validator {
    /** Without schema.org's vocabulary it checks Google's rich-result rules only. */
    constructor(schemaOrgJson?: unknown);
    validate(extracted: unknown): Promise<Issue[]>;
  }
}
