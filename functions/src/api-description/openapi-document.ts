import { z } from 'zod/mini';
import {
  apiRoutes,
  CheckoutFailure,
  ERROR_MEANINGS,
  ErrorResponse,
  errorStatuses,
  Invitation,
  Order,
  PackingSlip,
  PHOTO_TYPES,
  Product,
  Representative,
  routeParts,
  School,
  SupplyList,
  User,
  type Answer,
  type ApiRoute,
} from '@ssb/contract';

// GET /api/openapi.json: the route table of the contract (contract/src/api/routes.ts) as an
// OpenAPI 3.1 document. Every schema in it is zod's own JSON Schema output (draft 2020-12, the
// dialect of OpenAPI 3.1) of the schemas the routes parse with and answer through: requests as
// they are sent (`io: 'input'`: before defaults, coercions and transforms), answers as they come;
// the entities the answers share are named once, under components.

type JsonSchema = Record<string, unknown>;

const SUCCESS_MEANINGS: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  204: 'Done, nothing to answer',
  303: 'See Other',
  308: 'Permanent Redirect',
  410: 'Gone',
};

/** The answers' entities, each a schema of components/schemas under this name. */
const COMPONENTS = { Order, School, SupplyList, Product, User, Invitation, Representative, PackingSlip, ErrorResponse, CheckoutFailure };

const COMPONENT_PREFIX = '#/components/schemas/';

/** zod names a shared entity in the schema's own `$defs`; in the document it is one of the components. */
function pointedAtComponents(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(pointedAtComponents);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      key === '$ref' && typeof inner === 'string' ? inner.replace('#/$defs/', COMPONENT_PREFIX) : pointedAtComponents(inner),
    ]),
  );
}

/** Turns the contract's schemas into the document's, gathering the named entities they use into `components`. */
function describer() {
  const named = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(COMPONENTS)) named.add(schema, { id });
  const unnamed = z.registry<{ id: string }>();
  const components: Record<string, JsonSchema> = {};

  /** Requests are described as sent, answers as received; a check JSON Schema cannot say (a refinement) is the API's own. */
  function jsonSchema(schema: z.ZodMiniType, io: 'input' | 'output'): JsonSchema {
    const converted = z.toJSONSchema(schema, { io, unrepresentable: 'any', metadata: io === 'output' ? named : unnamed }) as JsonSchema;
    const { $schema: _dialect, $defs = {}, ...described } = converted as JsonSchema & { $defs?: Record<string, JsonSchema> };
    for (const [id, entity] of Object.entries($defs)) components[id] ??= pointedAtComponents(entity) as JsonSchema;
    return pointedAtComponents(described) as JsonSchema;
  }
  return { jsonSchema, components };
}

type JsonSchemaOf = ReturnType<typeof describer>['jsonSchema'];

interface ObjectSchema {
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

/** A path, query or header schema (an object) as the operation's parameters, one per property. */
function parameters(jsonSchema: JsonSchemaOf, schema: z.ZodMiniType | undefined, where: 'path' | 'query' | 'header'): JsonSchema[] {
  if (!schema) return [];
  const { properties = {}, required = [] } = jsonSchema(schema, 'input') as ObjectSchema;
  return Object.entries(properties).map(([name, described]) => ({
    name,
    in: where,
    required: where === 'path' || required.includes(name),
    schema: described,
  }));
}

function requestBody(jsonSchema: JsonSchemaOf, route: ApiRoute): JsonSchema | undefined {
  if (route.formBody) {
    return {
      required: false,
      description: 'RFC 8058 one-click (`List-Unsubscribe=One-Click`) or the page’s button; what it holds is not read',
      content: { 'application/x-www-form-urlencoded': { schema: { type: 'object' } } },
    };
  }
  if (route.imageBody) {
    const image = { schema: { type: 'string', contentMediaType: 'application/octet-stream' } };
    return { required: true, content: Object.fromEntries(PHOTO_TYPES.map((type) => [type, image])) };
  }
  if (!route.body) return undefined;
  // A route whose fields are all optional takes no body as an empty one.
  return { required: !z.safeParse(route.body, {}).success, content: { 'application/json': { schema: jsonSchema(route.body, 'input') } } };
}

const MEDIA_TYPES = { csv: 'text/csv', pdf: 'application/pdf', html: 'text/html', webp: 'image/webp' } as const;

function response(jsonSchema: JsonSchemaOf, status: number, answer: Answer): JsonSchema {
  const description = answer.description ?? SUCCESS_MEANINGS[status] ?? String(status);
  switch (answer.kind) {
    case 'json':
      return { description, content: { 'application/json': { schema: jsonSchema(answer.schema, 'output') } } };
    case 'csv':
    case 'html':
      return { description, content: { [MEDIA_TYPES[answer.kind]]: { schema: { type: 'string' } } } };
    case 'pdf':
      return { description, content: { [MEDIA_TYPES[answer.kind]]: { schema: { type: 'string', contentMediaType: 'application/pdf' } } } };
    case 'webp':
      return { description, content: { [MEDIA_TYPES[answer.kind]]: { schema: { type: 'string', contentMediaType: 'image/webp' } } } };
    case 'redirect':
      return { description, headers: { Location: { description: 'Where to go', schema: { type: 'string' } } } };
    case 'empty':
      return { description };
  }
}

/** Who may call it: no sign-in, an optional one, or a required Firebase Auth ID token. */
function security(route: ApiRoute): JsonSchema[] {
  if (route.access !== 'public') return [{ firebase: [] }];
  return route.readsSignIn ? [{}, { firebase: [] }] : [];
}

/** `GET /schools/{id}/supply-lists` → `getSchoolsIdSupplyLists`. */
function operationId(key: string): string {
  const words = key
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  return words.map((word, i) => (i === 0 ? word : word[0]!.toUpperCase() + word.slice(1))).join('');
}

function operation(jsonSchema: JsonSchemaOf, key: string, route: ApiRoute): JsonSchema {
  const { path } = routeParts(key);
  const errorBody = jsonSchema(route.errorBody ?? ErrorResponse, 'output');
  const responses: Record<string, JsonSchema> = {};
  for (const [status, answer] of Object.entries(route.answers)) responses[status] = response(jsonSchema, Number(status), answer);
  for (const status of errorStatuses(route)) {
    responses[String(status)] = { description: ERROR_MEANINGS[status], content: { 'application/json': { schema: errorBody } } };
  }
  const body = requestBody(jsonSchema, route);
  return {
    operationId: operationId(key),
    summary: route.summary,
    description: `Who may call it: ${route.who}.`,
    tags: [path.split('/')[1]],
    'x-access': route.access,
    security: security(route),
    parameters: [
      ...parameters(jsonSchema, route.params, 'path'),
      ...parameters(jsonSchema, route.query, 'query'),
      ...parameters(jsonSchema, route.headers, 'header'),
    ],
    ...(body ? { requestBody: body } : {}),
    responses,
  };
}

function build(): JsonSchema {
  const { jsonSchema, components } = describer();
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const [key, route] of Object.entries(apiRoutes) as [string, ApiRoute][]) {
    const { method, path } = routeParts(key);
    paths[path] = { ...paths[path], [method.toLowerCase()]: operation(jsonSchema, key, route) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'School Supply Box API',
      version: '1',
      description:
        'The REST API under /api. Errors answer `{ "error": "…" }` in the request’s language (Accept-Language). `x-access` tags who may call an operation: public, signedIn, self, schoolStaff or admin.',
    },
    servers: [{ url: '/api' }],
    paths,
    components: {
      schemas: components,
      securitySchemes: { firebase: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'A Firebase Auth ID token' } },
    },
  };
}

let built: JsonSchema | undefined;

/** The document, built on first use: the same for every request of this deployment. */
export function openApiDocument(): JsonSchema {
  built ??= build();
  return built;
}
