import type { Request, RequestHandler, Response } from 'express';
import { z } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { badRequest } from './errors';

interface Schemas {
  body?: $ZodType;
  query?: $ZodType;
  params?: $ZodType;
  headers?: $ZodType;
}

type Parsed<T> = T extends $ZodType ? z.output<T> : undefined;

export interface Input<S extends Schemas> {
  params: Parsed<S['params']>;
  body: Parsed<S['body']>;
  query: Parsed<S['query']>;
  headers: Parsed<S['headers']>;
}

function parse(schema: $ZodType | undefined, value: unknown, where: string) {
  if (!schema) return undefined;
  const result = z.safeParse(schema, value ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.');
  const message = issue?.message ?? 'Invalid value';
  // Node lower-cases header names, so a header's schema names the header in its own message, as clients spell it.
  if (where === 'headers') throw badRequest(message);
  throw badRequest(field ? `${field}: ${message}` : `Invalid ${where}: ${message}`);
}

/**
 * Parses path parameters, query, body and headers with the shared zod schemas, writes the parsed
 * values back onto the request (headers stay as sent) and hands them to the handler typed, so
 * handlers never re-parse.
 */
export function validated<S extends Schemas>(schemas: S, handler: (input: Input<S>, req: Request, res: Response) => unknown): RequestHandler {
  return async (req, res) => {
    const input = {
      params: parse(schemas.params, req.params, 'path'),
      query: parse(schemas.query, req.query, 'query'),
      body: parse(schemas.body, req.body, 'body'),
      headers: parse(schemas.headers, req.headers, 'headers'),
    } as Input<S>;
    if (schemas.params) req.params = input.params as typeof req.params;
    if (schemas.body) req.body = input.body;
    // Express 5 exposes req.query through a getter; shadow it with the parsed value.
    if (schemas.query) Object.defineProperty(req, 'query', { value: input.query, writable: true });
    await handler(input, req, res);
  };
}
