// At-least-once webhook delivery, as Stripe does it: a non-2xx answer, a refused
// connection or a timeout is retried after each of the configured delays, every attempt
// signed afresh so its timestamp stays inside the receiver's tolerance window.
import http from 'node:http';
import https from 'node:https';
import { setTimeout as sleep } from 'node:timers/promises';
import { signatureHeader } from './signature.js';
import type { StripeEvent } from './stripe-objects.js';

export interface WebhookDelivery {
  /** Starts delivering in the background and returns at once. */
  send(event: StripeEvent): void;
  /** Cancels pending retries and attempts in flight. */
  close(): Promise<void>;
}

// Long enough for a cold functions emulator; a slower answer counts as a failure and is retried.
const ATTEMPT_TIMEOUT_MS = 15_000;

export function createWebhookDelivery(options: { url: string; secret: string; delaysMs: readonly number[]; log: (message: string) => void }): WebhookDelivery {
  const target = new URL(options.url);
  // One signal cancels every sleep and request, so close() needs no bookkeeping of timers.
  const shutdown = new AbortController();
  const running = new Set<Promise<void>>();

  async function deliver(event: StripeEvent): Promise<void> {
    // Stripe sends pretty-printed JSON; receivers must verify the exact bytes either way.
    const payload = JSON.stringify(event, null, 2);
    const label = `webhook ${event.type} ${event.id}`;
    for (let attempt = 1; ; attempt++) {
      const failure = await attemptOnce(payload);
      if (failure === null) {
        options.log(`${label} delivered${attempt > 1 ? ` on attempt ${attempt}` : ''}`);
        return;
      }
      const delay = options.delaysMs[attempt - 1];
      if (delay === undefined) {
        options.log(`${label}: attempt ${attempt} failed (${failure}); giving up`);
        return;
      }
      options.log(`${label}: attempt ${attempt} failed (${failure}); retrying in ${delay} ms`);
      await sleep(delay, undefined, { signal: shutdown.signal });
    }
  }

  /** Null when the receiver accepted the event, otherwise why it did not. */
  async function attemptOnce(payload: string): Promise<string | null> {
    const signature = signatureHeader(payload, options.secret, Math.floor(Date.now() / 1000));
    try {
      const status = await post(target, payload, signature, shutdown.signal);
      return status >= 200 && status < 300 ? null : `HTTP ${status}`;
    } catch (error) {
      if (shutdown.signal.aborted) throw error;
      return error instanceof Error ? error.message : String(error);
    }
  }

  return {
    send(event) {
      if (shutdown.signal.aborted) return;
      const delivery = deliver(event).catch((error: unknown) => {
        if (!shutdown.signal.aborted) options.log(`webhook ${event.id}: ${String(error)}`);
      });
      running.add(delivery);
      void delivery.finally(() => running.delete(delivery));
    },
    async close() {
      shutdown.abort();
      await Promise.all(running);
    },
  };
}

function post(url: URL, payload: string, signature: string, signal: AbortSignal): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = (url.protocol === 'https:' ? https : http).request(
      url,
      {
        method: 'POST',
        // A fresh connection per attempt: no pooled socket outlives close().
        agent: false,
        signal,
        timeout: ATTEMPT_TIMEOUT_MS,
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'Content-Length': Buffer.byteLength(payload),
          'Stripe-Signature': signature,
          'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        },
      },
      (response) => {
        response.on('error', reject);
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.resume();
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer within ${ATTEMPT_TIMEOUT_MS} ms`)));
    request.on('error', reject);
    request.end(payload);
  });
}
