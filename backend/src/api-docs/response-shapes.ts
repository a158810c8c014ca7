/** responses.json: the contracts' JSON schemas (refs as #/definitions/Name) and which handler returns which. */
export interface ResponseShapes {
  /** JSON Schema as OpenAPI 3.1 takes it (e.g. type: ['string', 'null']), which Nest's OpenAPI 3.0 types do not spell */
  schemas: Record<string, object>;
  /** by "Controller.handler" */
  handlers: Record<string, { schema: string; list: boolean }>;
}
