import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { apiRoutes, errorStatuses, routeParts, type ApiRoute } from '@ssb/contract';
import { openApiDocument } from './openapi-document';

interface Operation {
  'x-access': string;
  security: object[];
  parameters: { name: string; in: string; required: boolean; schema: Record<string, unknown> }[];
  requestBody?: { required: boolean; content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
}

const document = openApiDocument() as { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, unknown> } };
const operationOf = (key: string) => {
  const { method, path } = routeParts(key);
  return document.paths[path]?.[method.toLowerCase()];
};

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('has an operation for every route of the table, with who may call it and every status it answers', () => {
    for (const [key, route] of Object.entries(apiRoutes) as [string, ApiRoute][]) {
      const operation = operationOf(key);
      expect(operation, key).toBeDefined();
      expect(operation!['x-access'], key).toBe(route.access);
      const statuses = [...Object.keys(route.answers), ...errorStatuses(route).map(String)];
      expect(Object.keys(operation!.responses).sort(), key).toEqual(statuses.sort());
    }
    const operations = Object.values(document.paths).flatMap((methods) => Object.keys(methods));
    expect(operations).toHaveLength(Object.keys(apiRoutes).length);
  });

  it('asks for a token where a route needs one, and lets the catalogue take one', () => {
    expect(operationOf('GET /health')!.security).toEqual([]);
    expect(operationOf('GET /schools')!.security).toEqual([{}, { firebase: [] }]);
    expect(operationOf('PUT /orders/{id}/status')!.security).toEqual([{ firebase: [] }]);
  });

  it('describes a request as it is sent: a default is not required, a coerced number is a number, a flag is its text', () => {
    const query = operationOf('GET /supply-lists')!.parameters;
    expect(query.find((p) => p.name === 'limit')).toMatchObject({ in: 'query', required: false, schema: { type: 'integer', default: 50, maximum: 200 } });
    expect(query.find((p) => p.name === 'published')).toMatchObject({ required: false, schema: { enum: ['true', 'false'] } });
    expect(operationOf('GET /schools/{id}')!.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path', required: true })]);
    const product = operationOf('POST /products')!.requestBody!;
    expect(product.required).toBe(true);
    expect(product.content['application/json']!.schema).toMatchObject({ required: ['name'], properties: { productType: { default: 'INDIVIDUAL' } } });
    // Every field of a school's change is optional: no body is an empty one.
    expect(operationOf('PUT /schools/{id}')!.requestBody!.required).toBe(false);
    expect(operationOf('POST /orders/checkout/guest')!.parameters).toEqual([
      expect.objectContaining({ name: 'idempotency-key', in: 'header', required: false }),
    ]);
  });

  it('names the entities the answers share once, and files and pages by their media type', () => {
    const answer = (key: string, status: string) => operationOf(key)!.responses[status]!.content!;
    expect(answer('GET /schools/{id}', '200')['application/json']!.schema).toEqual({
      type: 'object',
      properties: { school: { $ref: '#/components/schemas/School' } },
      required: ['school'],
      additionalProperties: false,
    });
    expect(document.components.schemas.Order).toMatchObject({ type: 'object', additionalProperties: false });
    expect(answer('GET /orders/{id}', '404')['application/json']!.schema).toEqual({ $ref: '#/components/schemas/ErrorResponse' });
    expect(answer('POST /orders/checkout', '409')['application/json']!.schema).toEqual({ $ref: '#/components/schemas/CheckoutFailure' });
    expect(Object.keys(answer('GET /orders/export', '200'))).toEqual(['text/csv']);
    expect(Object.keys(answer('GET /schools/{id}/reminders/confirm', '410'))).toEqual(['text/html']);
    expect(JSON.stringify(document)).not.toContain('$defs');
  });
});
