// The load mode's client: a fixed number of clients, each sending its next request as soon
// as the previous one has answered (a closed loop, like people waiting for a page), for a
// fixed time. What it reports is what those clients saw: answers per second, the latency
// percentiles of every answer, and the requests that failed.

/** One kind of request the clients send, e.g. GET {api}/schools. */
export interface LoadRequest {
  name: string;
  url: string;
  init?: RequestInit;
}

export interface LoadOptions {
  request: LoadRequest;
  /** Clients sending at once; each waits for its answer before it sends again. */
  clients: number;
  /** How long the clients send; requests in flight at the end are still counted. */
  durationMs: number;
  /** A request that has not answered after this long counts as an error (and ends). */
  timeoutMs?: number;
}

export interface LoadResult {
  name: string;
  clients: number;
  /** Answered requests, failed ones included. */
  requests: number;
  /** Requests answered with a status outside 2xx, or not answered at all. */
  errors: number;
  /** Answers per second over the whole run. */
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** A few distinct failures, to say what went wrong. */
  errorSamples: string[];
}

/** The nearest-rank percentile `p` (0-100) of values sorted ascending; 0 for none. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(rank, 1)) - 1]!;
}

export function summarize(name: string, clients: number, elapsedMs: number, latenciesMs: number[], failures: string[]): LoadResult {
  const sorted = [...latenciesMs].sort((a, b) => a - b);
  return {
    name,
    clients,
    requests: sorted.length,
    errors: failures.length,
    perSecond: elapsedMs > 0 ? (sorted.length * 1000) / elapsedMs : 0,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    maxMs: sorted.at(-1) ?? 0,
    errorSamples: [...new Set(failures)].slice(0, 3),
  };
}

async function send({ url, init }: LoadRequest, timeoutMs: number): Promise<string | null> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    // Read the whole body: a client has not been answered until it has.
    await response.arrayBuffer();
    return response.ok ? null : `HTTP ${response.status}`;
  } catch (error) {
    return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  }
}

/** Runs `clients` closed-loop clients against one request for `durationMs`. */
export async function runLoad({ request, clients, durationMs, timeoutMs = 30_000 }: LoadOptions): Promise<LoadResult> {
  const latencies: number[] = [];
  const failures: string[] = [];
  const started = performance.now();
  const deadline = started + durationMs;

  async function client() {
    while (performance.now() < deadline) {
      const sent = performance.now();
      const failure = await send(request, timeoutMs);
      latencies.push(performance.now() - sent);
      if (failure) failures.push(failure);
    }
  }

  await Promise.all(Array.from({ length: clients }, client));
  return summarize(request.name, clients, performance.now() - started, latencies, failures);
}

export function formatResults(results: readonly LoadResult[]): string {
  const header = ['request'.padEnd(34), 'clients', '   req/s', '  p50 ms', '  p99 ms', '  max ms', 'requests', 'errors'];
  const rows = results.map((r) =>
    [
      r.name.padEnd(34),
      String(r.clients).padStart(7),
      r.perSecond.toFixed(1).padStart(8),
      r.p50Ms.toFixed(1).padStart(8),
      r.p99Ms.toFixed(1).padStart(8),
      r.maxMs.toFixed(1).padStart(8),
      String(r.requests).padStart(8),
      String(r.errors).padStart(6),
    ].join(' | '),
  );
  const samples = results.flatMap((r) => r.errorSamples.map((sample) => `  ${r.name} (${r.clients} clients): ${sample}`));
  return [header.join(' | '), ...rows, ...(samples.length ? ['errors seen:', ...samples] : [])].join('\n');
}
