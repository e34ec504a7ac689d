import express, { type Request, type RequestHandler } from 'express';
import { PHOTO_LIMIT_BYTES, PHOTO_TYPES, photoTooLargeMessage, photoWrongTypeMessage } from '@ssb/contract';
import { HttpError } from './errors';

type RuntimeRequest = Request & { rawBody?: Buffer };

const tooLarge = () => new HttpError(413, photoTooLargeMessage());

/** The image's type as sent, when it is one the API takes. */
export function imageType(req: Request): (typeof PHOTO_TYPES)[number] | undefined {
  const type = req.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  return PHOTO_TYPES.find((taken) => taken === type);
}

/**
 * A photo's bytes as the body (a Buffer in `req.body`), for the one route that takes one. As with
 * JSON (json-body.ts) the functions runtime has already read the body into `rawBody` with its own
 * limit, so the type and the size are judged here; without the runtime Express reads it.
 */
export function imageBody(): RequestHandler {
  const readOwn = express.raw({ type: () => true, limit: PHOTO_LIMIT_BYTES });
  return (req: RuntimeRequest, res, next) => {
    if (!imageType(req)) throw new HttpError(415, photoWrongTypeMessage());
    if (Number(req.headers['content-length'] ?? 0) > PHOTO_LIMIT_BYTES) throw tooLarge();
    if (req.rawBody) {
      if (req.rawBody.length > PHOTO_LIMIT_BYTES) throw tooLarge();
      req.body = req.rawBody;
      next();
      return;
    }
    readOwn(req, res, (err?: unknown) => {
      if ((err as { type?: string } | undefined)?.type === 'entity.too.large') return next(tooLarge());
      if (err) return next(err);
      if (!Buffer.isBuffer(req.body)) req.body = Buffer.alloc(0);
      next();
    });
  };
}
