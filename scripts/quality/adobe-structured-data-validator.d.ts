/** The parts of @adobe/structured-data-validator (plain JavaScript) that scripts/quality uses. */
declare module '@adobe/structured-data-validator' {
  export type PathStep = { type?: string; property?: string; index?: number };
  export type Issue = {
    issueMessage: string;
    severity: 'ERROR' | 'WARNING';
    path?: PathStep[];
    fieldNames?: string[];
    rootType?: string;
  };
  /** A rule set for one @type: built with the item's path, then asked to validate the item. */
  export type HandlerClass = new (context: { path: PathStep[] }) => {
    validate(item: Record<string, unknown>): Issue[];
  };
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    registeredHandlers: Record<string, Array<() => Promise<{ default: HandlerClass }>>>;
    validate(data: { jsonld: Record<string, Record<string, unknown>[]> }): Promise<Issue[]>;
  }
}
