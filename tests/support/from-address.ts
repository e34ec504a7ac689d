import { request } from 'node:http';
import { randomInt } from 'node:crypto';
import { ports } from './stack';

/**
 * Every address in 127.0.0.0/8 is this machine, so a test can be a client of its own: the
 * local edge sees the connection come from that address, as Firebase Hosting sees a browser's.
 * Tests that spend rate-limit budget use one, so they never drain the 127.0.0.1 bucket the
 * other tests share.
 */
export const randomLoopback = () => `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

export interface Answer {
  status: number;
  text: string;
  json(): unknown;
}

export function callFrom(
  localAddress: string,
  method: string,
  path: string,
  options: { body?: string | object; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const body = options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  const headers: Record<string, string> = {
    ...(body !== undefined ? { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)) } : {}),
    ...options.headers,
  };
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: ports.app, method, path, localAddress, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: res.statusCode ?? 0, text, json: () => JSON.parse(text) as unknown });
      });
    });
    req.on('error', reject);
    req.setTimeout(20_000, () => req.destroy(new Error(`${method} ${path} from ${localAddress}: no answer within 20 s`)));
    if (body !== undefined) req.write(body);
    req.end();
  });
}
