// Types for the two ES-module-only packages the structured-data test uses (they ship none).

declare module '@marbec/web-auto-extractor' {
  /** What it finds in a page: JSON-LD, microdata and RDFa, by format and then by schema.org type. */
  export type ExtractedData = Record<string, unknown>;
  export default class WebAutoExtractor {
    constructor(options?: { addLocation?: boolean; embedSource?: string[] });
    parse(html: string): ExtractedData;
  }
}

declare module '@adobe/structured-data-validator' {
  import type { ExtractedData } from '@marbec/web-auto-extractor';
  /** `errorType` is `schemaOrg` for a type or property schema.org does not define. */
  export type ValidationIssue = { issueMessage: string; severity: 'ERROR' | 'WARNING'; errorType?: string; path: unknown[]; fieldNames?: string[] };
  /** Google's rich-results rules per type; with schema.org's vocabulary (JSON-LD) also its types' properties. */
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    validate(data: ExtractedData): Promise<ValidationIssue[]>;
  }
}
