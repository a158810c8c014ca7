import type { OpenAPIObject } from '@nestjs/swagger';
import type { OperationObject, ParameterObject, ResponseObject, ResponsesObject, SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import type { Audience } from '@lesne/contracts';
import { DEFAULT_BODY_LIMIT_BYTES } from '../common/request-body';
import type { ResponseShapes } from './response-shapes';
import type { Route } from './routes';
import { addRulesToSchemas, withQueryRules } from './validation-rules';

export const BEARER = 'bearer';

/** An operation with the audience of its route, as the x-access extension. */
export type DocumentedOperation = OperationObject & { 'x-access'?: Audience };

/** How each audience of @Access reads in the docs (x-access carries the audience itself). */
const AUDIENCE_TEXT: Record<Audience, string> = {
  public: 'public: anyone, no sign-in',
  participant: 'participant: any signed-in user',
  companyAdmin: 'company admin: the company admin of the event, or a platform admin',
  admin: 'platform admin only',
};

const apiError = (description: string, headers?: ResponseObject['headers']): ResponseObject => ({
  description,
  ...(headers && { headers }),
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
});

const RETRY_AFTER = { 'Retry-After': { description: 'seconds to wait before asking again', schema: { type: 'integer' } } } as const;

/** The refusals the API gives, each with the ApiError body; operations refer to them by status. */
const ERROR_RESPONSES = {
  400: apiError('The input is invalid; `message` is the first problem in the request\'s language, `fields` the first message of each invalid field.'),
  401: apiError('Not signed in, or the session has ended.'),
  403: apiError('Signed in, but not allowed: the route is for another audience (see x-access), or what it names is not the caller\'s to see or change.'),
  404: apiError('Nothing with this id, or not visible to the caller.'),
  413: apiError(`The body is larger than the route takes (${DEFAULT_BODY_LIMIT_BYTES / 1024} kB, more where a file is sent).`),
  429: apiError('Too many attempts; the message says how many seconds to wait.', RETRY_AFTER),
  503: apiError('Postgres or Redis cannot be reached; ask again shortly.', RETRY_AFTER),
} satisfies Record<number, ResponseObject>;

type ErrorStatus = keyof typeof ERROR_RESPONSES;

/** The refusals a route can give, from who may call it and what it reads. */
function errorsOf(route: Route): ErrorStatus[] {
  const statuses: ErrorStatus[] = [];
  if (route.inputs.length > 0) statuses.push(400);
  if (route.inputs.some((input) => input.source === 'body')) statuses.push(413);
  if (route.audience !== 'public') statuses.push(401, 403);
  if (route.inputs.some((input) => input.source === 'param')) statuses.push(404);
  if (route.rateLimited) statuses.push(429);
  statuses.push(503);
  return statuses;
}

export const operationId = (controller: string, handler: string) => `${controller}_${handler}`;

/**
 * Adds to each operation what the routes declare but Swagger's decorators do not see: its
 * audience (x-access, a line of the description, and the bearer requirement when signed-in),
 * its area as a tag, its refusals, the contract its success answer has, and its input fields'
 * validation rules.
 */
export function describeRoutes(document: OpenAPIObject, routes: Route[], shapes: ResponseShapes): OpenAPIObject {
  const operations = new Map<string, DocumentedOperation>();
  for (const pathItem of Object.values(document.paths)) {
    for (const operation of Object.values(pathItem) as DocumentedOperation[]) if (operation?.operationId) operations.set(operation.operationId, operation);
  }
  for (const route of routes) {
    const operation = operations.get(operationId(route.controller, route.handler));
    if (!operation) continue;
    const audience = route.audience;
    if (audience) {
      operation['x-access'] = audience;
      operation.description = [`Access: ${AUDIENCE_TEXT[audience]}.`, operation.description].filter(Boolean).join('\n\n');
      operation.security = audience === 'public' ? [] : [{ [BEARER]: [] }];
    }
    operation.tags = [areaOf(route)];
    const query = route.inputs.find((input) => input.source === 'query' && input.dto)?.dto;
    if (query && operation.parameters) operation.parameters = withQueryRules(operation.parameters as ParameterObject[], query);
    operation.responses = { ...withContract(operation.responses, shapes.handlers[`${route.controller}.${route.handler}`]), ...errorRefs(route) };
  }
  document.components = { ...document.components, schemas: { ...document.components?.schemas, ...(shapes.schemas as Record<string, SchemaObject>) }, responses: errorComponents() };
  addRulesToSchemas(document, routes);
  nullableAsTypeList(document);
  return document;
}

/** Nest's schemas say `nullable: true` (OpenAPI 3.0); the document is 3.1, where null is one of the types. */
function nullableAsTypeList(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(nullableAsTypeList);
  if (!node || typeof node !== 'object') return;
  const schema = node as Record<string, unknown>;
  if (schema.nullable === true && typeof schema.type === 'string') {
    schema.type = [schema.type, 'null'];
    delete schema.nullable;
  }
  Object.values(schema).forEach(nullableAsTypeList);
}

/** ActivitiesModule → activities, DevMailboxModule → dev mailbox. */
function areaOf(route: Route): string {
  return route.module.replace(/Module$/, '').replace(/(?<=[a-z])(?=[A-Z])/g, ' ').toLowerCase();
}

function withContract(responses: ResponsesObject, returned: ResponseShapes['handlers'][string] | undefined): ResponsesObject {
  if (!returned) return responses;
  const ref = { $ref: `#/components/schemas/${returned.schema}` };
  const schema = returned.list ? { type: 'array' as const, items: ref } : ref;
  return Object.fromEntries(
    Object.entries(responses).map(([status, response]) =>
      status.startsWith('2') && response && !('$ref' in response) ? [status, { ...response, content: { 'application/json': { schema } } }] : [status, response],
    ),
  );
}

const errorName = (status: ErrorStatus) => `Error${status}`;

function errorRefs(route: Route): ResponsesObject {
  return Object.fromEntries(errorsOf(route).map((status) => [String(status), { $ref: `#/components/responses/${errorName(status)}` }]));
}

function errorComponents(): Record<string, ResponseObject> {
  return Object.fromEntries(Object.entries(ERROR_RESPONSES).map(([status, response]) => [errorName(Number(status) as ErrorStatus), response]));
}
