import type { IncomingMessage, ServerResponse } from 'node:http';
import { codeName, httpStatusOf, type FirestoreError } from '../../api/errors';

// Small helpers for the HTTP/1.1 side (REST, WebChannel, emulator endpoints).

const MAX_BODY_BYTES = 32 * 1024 * 1024;

export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new Error('Request body too large'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/**
 * CORS as the official emulator answers it: the app is served from another origin
 * (hosting's port), and the SDK's requests carry credentials, so the origin is echoed
 * rather than `*`. Answers a preflight itself and returns true for it.
 */
export function applyCors(req: IncomingMessage, res: ServerResponse): boolean {
  const origin = req.headers.origin;
  if (origin) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Vary', 'Origin');
  } else {
    res.setHeader('Access-Control-Allow-Origin', '*');
  }
  if (req.method !== 'OPTIONS') return false;
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
  res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? '*');
  res.setHeader('Access-Control-Max-Age', '3600');
  res.writeHead(204).end();
  return true;
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
}

/** A Google API error body: `{ error: { code: <HTTP status>, message, status: 'PERMISSION_DENIED' } }`. */
export function sendError(res: ServerResponse, error: FirestoreError): void {
  const status = httpStatusOf(error.code);
  sendJson(res, status, { error: { code: status, message: error.message, status: codeName(error.code) } });
}
