import type { IncomingMessage, ServerResponse } from 'node:http';
import { codeName, asFirestoreError, type FirestoreError } from '../../api/errors';
import { callerOf } from '../../service/caller';
import type { StreamHandler } from '../../service/rpcs';
import { readBody } from '../http/http-util';
import { ChannelSession, type BackChannel } from './channel-session';
import { parseForwardBody } from './wire';

// The browser SDK's streams over WebChannel: `/google.firestore.v1.Firestore/{Listen|Write}/channel`.
//   handshake     POST without SID          → creates the session, answers array 0
//   forward       POST ?SID=…               → delivers the client's messages
//   back channel  GET ?SID=…&RID=rpc&CI=0|1 → carries the server's messages
//   terminate     ?SID=…&TYPE=terminate     → closes the session
// An unknown session id is answered 400 "Unknown SID", which makes the client start over.

export const CHANNEL_PATH = /^\/google\.firestore\.v1\.Firestore\/(Listen|Write)\/channel$/;

/** An error as WebChannel carries it: a message whose `error` is a google.rpc.Status. */
export function channelError(error: FirestoreError): unknown[] {
  return [{ error: { code: error.code, message: error.message, status: codeName(error.code) } }];
}

export class WebChannelEndpoint {
  readonly #sessions = new Map<string, ChannelSession>();

  constructor(private readonly streams: Map<string, StreamHandler>) {}

  async handle(method: string, req: IncomingMessage, res: ServerResponse, query: URLSearchParams): Promise<void> {
    const sid = query.get('SID');
    if (query.get('TYPE') === 'terminate') {
      if (sid) this.#sessions.get(sid)?.close();
      res.writeHead(200, { 'Content-Type': 'text/plain' }).end();
      return;
    }
    if (!sid) {
      await this.#handshake(method, req, res);
      return;
    }
    const session = this.#sessions.get(sid);
    if (!session) {
      await readBody(req);
      res.writeHead(400, { 'Content-Type': 'text/plain' }).end('Unknown SID');
      return;
    }
    const ack = Number(query.get('AID'));
    if (Number.isInteger(ack)) session.acknowledge(ack);
    if (req.method === 'GET') this.#backChannel(session, res, query.get('CI') !== '1');
    else await this.#forward(session, req, res);
  }

  async #handshake(method: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
    const { headers, messages } = parseForwardBody(await readBody(req));
    const session = new ChannelSession((closed) => this.#sessions.delete(closed.id));
    this.#sessions.set(session.id, session);
    try {
      const caller = callerOf(headers.authorization);
      session.stream = this.streams.get(method)!(caller, {
        send: (message) => session.enqueue([message]),
        fail: (error) => session.enqueue(channelError(error)),
      });
      session.receive(messages);
    } catch (error) {
      session.enqueue(channelError(asFirestoreError(error)));
    }
    res.writeHead(200, responseHeaders).end(session.handshakeResponse());
  }

  async #forward(session: ChannelSession, req: IncomingMessage, res: ServerResponse): Promise<void> {
    const { messages } = parseForwardBody(await readBody(req));
    session.receive(messages);
    res.writeHead(200, responseHeaders).end(session.forwardResponse());
  }

  #backChannel(session: ChannelSession, res: ServerResponse, streaming: boolean): void {
    res.writeHead(200, responseHeaders);
    // Send the headers now: the client measures the stream from its first bytes.
    res.flushHeaders();
    let ended = false;
    const channel: BackChannel = {
      streaming,
      write: (text) => {
        if (!ended) res.write(text);
      },
      end: () => {
        if (ended) return;
        ended = true;
        res.end();
      },
    };
    res.on('close', () => {
      ended = true;
      session.detachBackChannel(channel);
    });
    session.attachBackChannel(channel);
  }

  closeAll(): void {
    for (const session of [...this.#sessions.values()]) session.close();
  }
}

const responseHeaders = {
  'Content-Type': 'application/javascript; charset=utf-8',
  'Cache-Control': 'no-cache, no-store, max-age=0, must-revalidate',
  'X-Content-Type-Options': 'nosniff',
};
