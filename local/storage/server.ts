// A local stand-in for Cloud Storage: the part of the JSON API that the Admin SDK
// (@google-cloud/storage) uses when STORAGE_EMULATOR_HOST points at it. See
// docs/local-stack.md, "Storage".
import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { CRC32C } from '@google-cloud/storage';

export interface StorageStandInOptions {
  /** 0 picks a free port. */
  port: number;
  /** Where objects are kept: one data file and one metadata file per object. */
  dataDir: string;
  host?: string;
}

export interface StorageStandIn {
  /** For STORAGE_EMULATOR_HOST. */
  url: string;
  port: number;
  close(): Promise<void>;
}

interface ObjectResource {
  kind: 'storage#object';
  id: string;
  name: string;
  bucket: string;
  generation: string;
  metageneration: string;
  contentType: string;
  size: string;
  md5Hash: string;
  crc32c: string;
  timeCreated: string;
  updated: string;
  metadata?: Record<string, string>;
  cacheControl?: string;
}

interface PendingUpload {
  bucket: string;
  meta: Record<string, unknown>;
  chunks: Buffer[];
  received: number;
}

function crc32cOf(bytes: Buffer): string {
  const crc = new CRC32C();
  crc.update(bytes);
  return crc.toString();
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function readBody(req: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** The two parts of a multipart/related upload: the object's JSON metadata, then its bytes. */
export function parseMultipartRelated(body: Buffer, contentType: string): { meta: Record<string, unknown>; media: Buffer; mediaType?: string } {
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!boundary) throw new HttpError(400, 'multipart upload without a boundary');
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: Buffer[] = [];
  let start = body.indexOf(delimiter);
  while (start >= 0) {
    const next = body.indexOf(delimiter, start + delimiter.length);
    if (next < 0) break;
    parts.push(body.subarray(start + delimiter.length, next));
    start = next;
  }
  const parsed = parts.map((part) => {
    const headerEnd = part.indexOf('\r\n\r\n');
    const headers = part.subarray(0, headerEnd).toString('utf8');
    // The part ends with the CRLF that precedes the next delimiter.
    const content = part.subarray(headerEnd + 4, part.length - 2);
    return { type: /content-type:\s*([^\r\n]+)/i.exec(headers)?.[1]?.trim(), content };
  });
  const [metaPart, mediaPart] = parsed;
  if (!metaPart || !mediaPart) throw new HttpError(400, 'multipart upload needs a metadata part and a media part');
  return { meta: JSON.parse(metaPart.content.toString('utf8')) as Record<string, unknown>, media: mediaPart.content, mediaType: mediaPart.type };
}

export async function startStorageStandIn(options: StorageStandInOptions): Promise<StorageStandIn> {
  const host = options.host ?? '127.0.0.1';
  mkdirSync(options.dataDir, { recursive: true });
  const uploads = new Map<string, PendingUpload>();
  let generation = Date.now() * 1000;

  // Object names hold slashes: each is kept as one file named by its encoded name.
  const pathOf = (bucket: string, name: string) => join(options.dataDir, encodeURIComponent(bucket), encodeURIComponent(name));
  const readMeta = (bucket: string, name: string): ObjectResource => {
    const file = `${pathOf(bucket, name)}.json`;
    if (!existsSync(file)) throw new HttpError(404, `No such object: ${bucket}/${name}`);
    return JSON.parse(readFileSync(file, 'utf8')) as ObjectResource;
  };

  function store(bucket: string, meta: Record<string, unknown>, media: Buffer, mediaType?: string): ObjectResource {
    const name = typeof meta.name === 'string' ? meta.name : undefined;
    if (!name) throw new HttpError(400, 'an upload needs the object name');
    const now = new Date().toISOString();
    generation += 1;
    const resource: ObjectResource = {
      kind: 'storage#object',
      id: `${bucket}/${name}/${generation}`,
      name,
      bucket,
      generation: String(generation),
      metageneration: '1',
      contentType: (typeof meta.contentType === 'string' && meta.contentType) || mediaType || 'application/octet-stream',
      size: String(media.length),
      md5Hash: createHash('md5').update(media).digest('base64'),
      crc32c: crc32cOf(media),
      timeCreated: now,
      updated: now,
      ...(meta.metadata && typeof meta.metadata === 'object' ? { metadata: meta.metadata as Record<string, string> } : {}),
      ...(typeof meta.cacheControl === 'string' ? { cacheControl: meta.cacheControl } : {}),
    };
    mkdirSync(join(options.dataDir, encodeURIComponent(bucket)), { recursive: true });
    writeFileSync(pathOf(bucket, name), media);
    writeFileSync(`${pathOf(bucket, name)}.json`, JSON.stringify(resource));
    return resource;
  }

  const json = (res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
    res.end(JSON.stringify(body));
  };

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://storage.local');
    const method = req.method ?? 'GET';
    const upload = /^\/upload\/storage\/v1\/b\/([^/]+)\/o$/.exec(url.pathname);
    // With STORAGE_EMULATOR_HOST the SDK leaves out the /storage/v1 of object calls (not of uploads).
    const object = /^(?:\/download)?(?:\/storage\/v1)?\/b\/([^/]+)\/o\/(.+)$/.exec(url.pathname);

    if (upload && method === 'POST') {
      const bucket = decodeURIComponent(upload[1] ?? '');
      const body = await readBody(req);
      const uploadType = url.searchParams.get('uploadType');
      if (uploadType === 'multipart') {
        const { meta, media, mediaType } = parseMultipartRelated(body, req.headers['content-type'] ?? '');
        return json(res, 200, store(bucket, { name: url.searchParams.get('name') ?? undefined, ...meta }, media, mediaType));
      }
      if (uploadType === 'media') {
        return json(res, 200, store(bucket, { name: url.searchParams.get('name') }, body, req.headers['content-type']));
      }
      if (uploadType === 'resumable') {
        const meta = body.length ? (JSON.parse(body.toString('utf8')) as Record<string, unknown>) : {};
        const id = randomUUID();
        uploads.set(id, { bucket, meta: { name: url.searchParams.get('name') ?? undefined, ...meta }, chunks: [], received: 0 });
        const location = `http://${req.headers.host}/upload/storage/v1/b/${upload[1] ?? ''}/o?uploadType=resumable&upload_id=${id}`;
        res.writeHead(200, { location, 'x-guploader-uploadid': id });
        return void res.end();
      }
      throw new HttpError(400, `uploadType ${uploadType ?? '(none)'} is not supported here`);
    }

    if (upload && method === 'PUT') {
      const id = url.searchParams.get('upload_id') ?? '';
      const pending = uploads.get(id);
      if (!pending) throw new HttpError(404, 'No such upload session');
      const body = await readBody(req);
      pending.chunks.push(body);
      pending.received += body.length;
      // "bytes 0-99/100" (a chunk, total known), "bytes 0-99/*" (more to come), "bytes */100" (a status check or the end).
      const range = /bytes (?:\d+-\d+|\*)\/(\d+|\*)/.exec(String(req.headers['content-range'] ?? ''));
      const total = range ? range[1] : String(pending.received);
      if (total !== '*' && Number(total) === pending.received) {
        uploads.delete(id);
        return json(res, 200, store(pending.bucket, pending.meta, Buffer.concat(pending.chunks)));
      }
      res.writeHead(308, pending.received ? { range: `bytes=0-${pending.received - 1}` } : {});
      return void res.end();
    }

    if (object) {
      const bucket = decodeURIComponent(object[1] ?? '');
      const name = decodeURIComponent(object[2] ?? '');
      if (method === 'GET') {
        const meta = readMeta(bucket, name);
        if (url.searchParams.get('alt') !== 'media') return json(res, 200, meta);
        res.writeHead(200, {
          'content-type': meta.contentType,
          'content-length': meta.size,
          'x-goog-hash': `crc32c=${meta.crc32c},md5=${meta.md5Hash}`,
          'x-goog-stored-content-encoding': 'identity',
          'x-goog-generation': meta.generation,
        });
        return void res.end(readFileSync(pathOf(bucket, name)));
      }
      if (method === 'DELETE') {
        readMeta(bucket, name);
        rmSync(pathOf(bucket, name), { force: true });
        rmSync(`${pathOf(bucket, name)}.json`, { force: true });
        res.writeHead(204);
        return void res.end();
      }
    }
    throw new HttpError(404, `${method} ${url.pathname} is not served by the local Storage`);
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      const status = error instanceof HttpError ? error.status : 500;
      const message = error instanceof Error ? error.message : String(error);
      if (!res.headersSent) json(res, status, { error: { code: status, message, errors: [{ message, reason: status === 404 ? 'notFound' : 'invalid' }] } });
      else res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    port,
    close() {
      return new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // The SDK keeps connections alive; without this close() would wait for them.
        server.closeAllConnections();
      });
    },
  };
}
