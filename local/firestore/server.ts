import { rulesEngine } from './rules/engine';
import { SecurityRules } from './rules/security-rules';
import { FirestoreService } from './service/firestore-service';
import { callHandlers, streamHandlers } from './service/rpcs';
import { openFrontDoor, type FrontDoor } from './transport/front-door';
import { serveGrpcCall } from './transport/grpc/grpc-call';
import { EmulatorEndpoints } from './transport/http/emulator-endpoints';
import { httpHandler } from './transport/http/http-handler';
import { RestEndpoint } from './transport/http/rest-endpoint';
import { WebChannelEndpoint } from './transport/webchannel/webchannel-endpoint';

// The local Firestore: an in-memory database with the Firestore API on one port, over
// gRPC (Node SDKs), WebChannel and REST (browser SDK) and the emulator endpoints
// (@firebase/rules-unit-testing), judging client requests by the security rules.

export interface LocalFirestoreOptions {
  /** 0 picks a free port. */
  port: number;
  /** Default 127.0.0.1: the server has no authentication, so it stays on loopback. */
  host?: string;
  /** Security rules for every project (firestore.rules); without them client requests are denied. */
  rules?: string;
  /** A read-write transaction idle this long is aborted (default 10 s). */
  transactionIdleTimeoutMs?: number;
}

export class LocalFirestore {
  private constructor(
    readonly service: FirestoreService,
    readonly rules: SecurityRules,
    private readonly door: FrontDoor,
    private readonly webChannel: WebChannelEndpoint,
  ) {}

  get port(): number {
    return this.door.port;
  }

  static async start(options: LocalFirestoreOptions): Promise<LocalFirestore> {
    const rules = new SecurityRules(rulesEngine);
    if (options.rules !== undefined) rules.loadDefault(options.rules);
    const service = new FirestoreService(rules, { transactionIdleTimeoutMs: options.transactionIdleTimeoutMs });
    const calls = callHandlers(service);
    const streams = streamHandlers(service);
    const webChannel = new WebChannelEndpoint(streams);
    const door = await openFrontDoor({
      host: options.host ?? '127.0.0.1',
      port: options.port,
      onGrpc: (stream, headers) => serveGrpcCall(stream, headers, { calls, streams }),
      onHttp: httpHandler({ rest: new RestEndpoint(calls), webChannel, emulator: new EmulatorEndpoints(service, rules) }),
    });
    return new LocalFirestore(service, rules, door, webChannel);
  }

  async stop(): Promise<void> {
    this.webChannel.closeAll();
    this.service.shutdown();
    await this.door.close();
  }
}
