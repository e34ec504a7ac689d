import type { IncomingMessage, ServerResponse } from 'node:http';
import { asFirestoreError } from '../../api/errors';
import type { WebChannelEndpoint } from '../webchannel/webchannel-endpoint';
import { CHANNEL_PATH } from '../webchannel/webchannel-endpoint';
import type { EmulatorEndpoints } from './emulator-endpoints';
import { applyCors, sendError } from './http-util';
import type { RestEndpoint } from './rest-endpoint';

// Everything the local Firestore answers over HTTP/1.1, on the same port as gRPC.

/** Names this server in its answer to `GET /`, which the official emulator answers "Ok" too. */
export const SERVER_HEADER = 'school-supply-box-local-firestore';

export function httpHandler(parts: { rest: RestEndpoint; webChannel: WebChannelEndpoint; emulator: EmulatorEndpoints }) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    if (applyCors(req, res)) return;
    const url = new URL(req.url ?? '/', 'http://localhost');
    const channel = CHANNEL_PATH.exec(url.pathname);
    const handled = channel
      ? parts.webChannel.handle(channel[1]!, req, res, url.searchParams)
      : url.pathname.startsWith('/v1/')
        ? parts.rest.handle(req, res, url.pathname, url.searchParams)
        : parts.emulator.matches(url.pathname)
          ? parts.emulator.handle(req, res, url.pathname)
          : Promise.resolve(
              void res
                .writeHead(url.pathname === '/' ? 200 : 404, { 'Content-Type': 'text/plain', Server: SERVER_HEADER })
                .end(url.pathname === '/' ? 'Ok' : 'Not Found'),
            );
    handled.catch((error: unknown) => {
      if (!res.headersSent) sendError(res, asFirestoreError(error));
      else res.end();
    });
  };
}
