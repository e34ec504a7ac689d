import type { ErrorRequestHandler, RequestHandler } from 'express';
import * as logs from '../logs';
import { API_TEXTS } from '../texts';
import { speaksRequestLanguage } from './language';

/** The one error type handlers throw; the error middleware turns it into `{ error }`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Extra fields the spec puts beside `error`, e.g. `requiresLogin`. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = API_TEXTS.http.authRequired) => new HttpError(401, message);
export const forbidden = (message = API_TEXTS.http.forbidden) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const gone = (message: string) => new HttpError(410, message);

export const routeNotFound: RequestHandler = (req, _res, next) => {
  next(notFound(API_TEXTS.http.noRoute({ method: req.method, path: req.path })));
};

/**
 * An error is kept by no cache, even in front of a route that allows one (the catalogue's): it
 * speaks the request's language, and a CDN keyed on every spelling of Accept-Language would keep
 * as many copies (Hosting's also keeps a 404 that says nothing for ten minutes); and a failure of
 * the moment must not outlive it.
 */
export const errorHandler: ErrorRequestHandler = (err: unknown, req, res, _next) => {
  speaksRequestLanguage(res);
  res.set('Cache-Control', 'no-store');
  if (err instanceof HttpError) {
    res.status(err.status).json({ ...err.extra, error: err.message });
    return;
  }
  logs.unexpectedError(req.method, req.path, err);
  res.status(500).json({ error: API_TEXTS.http.unexpected });
};
