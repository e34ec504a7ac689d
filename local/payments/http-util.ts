import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApiError } from './api-error.js';

// Checkout parameters and the card form are a few kilobytes; anything far larger is a mistake.
const BODY_LIMIT_BYTES = 1024 * 1024;

export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > BODY_LIMIT_BYTES) throw new ApiError(413, 'invalid_request_error', 'The request body is too large.');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const json = JSON.stringify(body);
  response.writeHead(status, {
    ...headers,
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(json),
    'Cache-Control': 'no-store',
  });
  response.end(json);
}

export function sendHtml(response: ServerResponse, status: number, html: string): void {
  response.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(html),
    'Cache-Control': 'no-store',
    // No scripts or external assets on these pages. No form-action directive: Chrome
    // applies it to the redirect after the form post, which leaves for the merchant's site.
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
  });
  response.end(html);
}

export function sendText(response: ServerResponse, status: number, text: string): void {
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': Buffer.byteLength(text) });
  response.end(text);
}

/** 303, so the browser follows a form POST with a GET, as Stripe's hosted page does. */
export function redirect(response: ServerResponse, location: string): void {
  response.writeHead(303, { Location: location, 'Content-Length': 0, 'Cache-Control': 'no-store' });
  response.end();
}
