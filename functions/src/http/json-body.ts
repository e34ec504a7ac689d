import express, { type Request, type RequestHandler } from 'express';
import { CLASS_ASSIGNMENT_CSV_MAX_LENGTH } from '@ssb/contract';
import { API_TEXTS } from '../texts';
import { HttpError } from './errors';

export const BODY_LIMIT_BYTES = 64 * 1024;

/** A school's class lists (a CSV of up to 5,000 children in the JSON) are the one body larger than the rest. */
const CLASS_LISTS_LIMIT_BYTES = CLASS_ASSIGNMENT_CSV_MAX_LENGTH * 3 + 1024;
const limitOf = (req: Request) =>
  req.method === 'POST' && /^\/api\/schools\/[^/]+\/class-assignments\/?$/.test(req.path) ? CLASS_LISTS_LIMIT_BYTES : BODY_LIMIT_BYTES;

const bodyMessages = API_TEXTS.body;
const tooLarge = (limit: number) => bodyMessages.tooLarge({ kb: limit / 1024 });

type RuntimeRequest = Request & { rawBody?: Buffer };

const hasBody = (req: Request) =>
  (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0') || req.headers['transfer-encoding'] !== undefined;

function checked(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new HttpError(400, bodyMessages.notObject);
  return body as Record<string, unknown>;
}

function parsed(raw: Buffer, limit: number): Record<string, unknown> {
  if (raw.length > limit) throw new HttpError(413, tooLarge(limit));
  let body: unknown;
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch {
    throw new HttpError(400, bodyMessages.malformed);
  }
  return checked(body);
}

/**
 * The API takes JSON objects only. In Cloud Functions (and under the emulator) the runtime
 * has already read the body, parsed whatever type it had and kept the bytes in `rawBody`, with
 * its own 32 MB limit; so the type, the size and the shape are judged here, from the bytes.
 * When nothing read the body before us (a plain Express server, as in unit tests), Express
 * reads it with the same limit.
 */
export function jsonBody(): RequestHandler {
  const readers = new Map([BODY_LIMIT_BYTES, CLASS_LISTS_LIMIT_BYTES].map((limit) => [limit, express.raw({ type: () => true, limit })]));
  return (req: RuntimeRequest, res, next) => {
    const limit = limitOf(req);
    const readOwn = readers.get(limit)!;
    if (!hasBody(req)) {
      req.body = undefined;
      next();
      return;
    }
    if (!req.is('application/json')) throw new HttpError(415, bodyMessages.notJson);
    if (req.rawBody) {
      req.body = parsed(req.rawBody, limit);
      next();
      return;
    }
    readOwn(req, res, (err?: unknown) => {
      if ((err as { type?: string } | undefined)?.type === 'entity.too.large') return next(new HttpError(413, tooLarge(limit)));
      if (err) return next(err);
      try {
        req.body = parsed(Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0), limit);
        next();
      } catch (parseError) {
        next(parseError);
      }
    });
  };
}
