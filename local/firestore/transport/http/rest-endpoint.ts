import type { IncomingMessage, ServerResponse } from 'node:http';
import { Code, FirestoreError, asFirestoreError, invalidArgument } from '../../api/errors';
import { callerOf } from '../../service/caller';
import type { CallHandler } from '../../service/rpcs';
import { readBody, sendError, sendJson } from './http-util';

// The REST API (/v1/…), which the browser SDK uses for one-off calls (commit, runQuery,
// batchGet, runAggregationQuery: its transactions, count(), and getDocs without a
// listener) and which tools call by hand. `POST /v1/{resource}:{verb}` with a JSON body;
// the resource names the database (…/documents) or the query's parent. Streaming RPCs
// answer a JSON array of their responses.

/** verb → the RPC it calls and which request field the resource fills. */
const VERBS: Record<string, { rpc: string; resource: 'database' | 'parent'; streaming: boolean }> = {
  batchGet: { rpc: 'BatchGetDocuments', resource: 'database', streaming: true },
  runQuery: { rpc: 'RunQuery', resource: 'parent', streaming: true },
  runAggregationQuery: { rpc: 'RunAggregationQuery', resource: 'parent', streaming: true },
  commit: { rpc: 'Commit', resource: 'database', streaming: false },
  beginTransaction: { rpc: 'BeginTransaction', resource: 'database', streaming: false },
  rollback: { rpc: 'Rollback', resource: 'database', streaming: false },
  batchWrite: { rpc: 'BatchWrite', resource: 'database', streaming: false },
  listCollectionIds: { rpc: 'ListCollectionIds', resource: 'parent', streaming: false },
};

const databaseOfDocumentsRoot = (resource: string) => resource.replace(/\/documents$/, '');

function parseJson(text: string): Record<string, unknown> {
  if (text.trim() === '') return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object');
    return parsed as Record<string, unknown>;
  } catch {
    throw invalidArgument('The request body is not a JSON object');
  }
}

export class RestEndpoint {
  constructor(private readonly calls: Map<string, CallHandler>) {}

  async handle(req: IncomingMessage, res: ServerResponse, pathname: string, query: URLSearchParams): Promise<void> {
    try {
      const caller = callerOf(req.headers.authorization);
      const path = decodeURIComponent(pathname.slice('/v1/'.length));
      const isCancelled = () => req.destroyed;
      const colon = path.lastIndexOf(':');
      if (req.method === 'POST' && colon > path.lastIndexOf('/')) {
        const verb = VERBS[path.slice(colon + 1)];
        if (!verb) throw new FirestoreError(Code.UNIMPLEMENTED, `Unknown method ${path.slice(colon + 1)}`);
        const resource = path.slice(0, colon);
        const body = parseJson(await readBody(req));
        const request = { ...body, [verb.resource]: verb.resource === 'database' ? databaseOfDocumentsRoot(resource) : resource };
        const responses = await this.calls.get(verb.rpc)!(request, caller, isCancelled);
        sendJson(res, 200, verb.streaming ? responses : responses[0]);
        return;
      }
      if (req.method === 'GET') {
        const segments = path.split('/');
        // projects/p/databases/d/documents/<collection>/<doc>…: an even tail is a document, an odd one a collection.
        const tail = segments.length - 5;
        if (tail > 0 && tail % 2 === 0) {
          const [document] = await this.calls.get('GetDocument')!({ name: path, mask: { fieldPaths: query.getAll('mask.fieldPaths') } }, caller, isCancelled);
          sendJson(res, 200, document);
          return;
        }
        if (tail > 0) {
          const parent = segments.slice(0, -1).join('/');
          const request = { parent, collectionId: segments.at(-1), showMissing: query.get('showMissing') === 'true' };
          const [listing] = await this.calls.get('ListDocuments')!(request, caller, isCancelled);
          sendJson(res, 200, listing);
          return;
        }
      }
      throw new FirestoreError(Code.NOT_FOUND, `No such REST endpoint: ${req.method} ${pathname}`);
    } catch (error) {
      sendError(res, asFirestoreError(error));
    }
  }
}
