import type { Request, RequestHandler, Response } from 'express';
import { z } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import zodSpanish from 'zod/v4/locales/es.js';
import { currentLocale, type Locale } from '@ssb/contract';
import { API_TEXTS } from '../texts';
import { badRequest } from './errors';

/**
 * zod's own messages (a wrong type, an unknown option) for the checks the schemas give no
 * message of their own, in the request's language; English is zod's default.
 */
const zodMessages: Record<Exclude<Locale, 'en'>, { error: z.core.$ZodErrorMap }> = { es: { error: zodSpanish().localeError } };
const zodLocaleOf = (locale: Locale) => (locale === 'en' ? undefined : zodMessages[locale]);

export interface Schemas {
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
  const result = z.safeParse(schema, value ?? {}, zodLocaleOf(currentLocale()));
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.');
  const message = issue?.message ?? API_TEXTS.http.invalidValue;
  // Node lower-cases header names, so a header's schema names the header in its own message, as clients spell it.
  if (where === 'headers') throw badRequest(message);
  throw badRequest(field ? `${field}: ${message}` : API_TEXTS.http.invalidPart({ where, message }));
}

/** A validated handler keeps the schemas it parses with, which the API's description must name (api-description/routes.test.ts). */
export type ValidatedHandler = RequestHandler & { schemas: Schemas };

/**
 * Parses path parameters, query, body and headers with the shared zod schemas, writes the parsed
 * values back onto the request (headers stay as sent) and hands them to the handler typed, so
 * handlers never re-parse.
 */
export function validated<S extends Schemas>(schemas: S, handler: (input: Input<S>, req: Request, res: Response) => unknown): ValidatedHandler {
  const validating: RequestHandler = async (req, res) => {
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
  return Object.assign(validating, { schemas });
}
