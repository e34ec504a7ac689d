import type { RequestHandler } from 'express';
import type { ZodType } from 'zod';
import { badRequest } from './errors';

interface Schemas {
  body?: ZodType;
  query?: ZodType;
  params?: ZodType;
}

function parse(schema: ZodType, value: unknown, where: string) {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.');
  const message = issue?.message ?? 'Invalid value';
  throw badRequest(field ? `${field}: ${message}` : `Invalid ${where}: ${message}`);
}

/**
 * Parses body, query and path parameters with the shared zod schemas and writes the parsed
 * values back, so handlers only ever see validated data.
 */
export function validate(schemas: Schemas): RequestHandler {
  return (req, _res, next) => {
    if (schemas.params) req.params = parse(schemas.params, req.params, 'path') as typeof req.params;
    if (schemas.body) req.body = parse(schemas.body, req.body, 'body');
    if (schemas.query) {
      // Express 5 exposes req.query through a getter; shadow it with the parsed value.
      Object.defineProperty(req, 'query', { value: parse(schemas.query, req.query, 'query'), writable: true });
    }
    next();
  };
}
