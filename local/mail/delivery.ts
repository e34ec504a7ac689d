// What the Trigger Email extension (firebase/extensions, firestore-send-email) does with a
// document of its collection, as plain decisions the local sender carries out: the same
// `delivery` states (PENDING, PROCESSING, RETRY, SUCCESS, ERROR), the same lease, the same
// fields it sends. No I/O here.

export type DeliveryState = 'PENDING' | 'PROCESSING' | 'RETRY' | 'SUCCESS' | 'ERROR';

/** The extension's lease on a document it is sending: past it, PROCESSING is taken for a failure. */
export const LEASE_MS = 60_000;

export const deliveryMessages = {
  leaseExpired: 'Message processing lease expired.',
  noRecipient: 'Failed to deliver email. Expected at least 1 recipient.',
  notSupported: (field: string) =>
    `Field '${field}' is not supported by the local sender (the extension reads it from collections the local stack does not configure)`,
  notStrings: (field: string) => `Invalid field "${field}". Expected an array of strings.`,
  badMessage: "Field 'message' must hold a 'subject' and a 'text' or an 'html'",
} as const;

/** What to do with a document as it now is (the extension's processWrite). */
export type Step =
  /** Just written by the app: the extension starts its delivery record. */
  | { kind: 'start' }
  /** PENDING, or set back to RETRY: take it (PROCESSING, with a lease) and send it. */
  | { kind: 'claim' }
  /** PROCESSING past its lease: whoever took it is gone; it ends in ERROR, to be set to RETRY by hand. */
  | { kind: 'expire' }
  /** Being sent, or done (SUCCESS, ERROR), or nothing the extension would send. */
  | { kind: 'none' };

interface StoredDelivery {
  state?: unknown;
  leaseExpireTime?: { toMillis(): number } | null;
}

export function nextStep(data: Record<string, unknown> | undefined, now: number): Step {
  if (!data || typeof data.message !== 'object' || data.message === null) return { kind: 'none' };
  const delivery = data.delivery as StoredDelivery | undefined;
  if (!delivery) return { kind: 'start' };
  switch (delivery.state as DeliveryState) {
    case 'PENDING':
    case 'RETRY':
      return { kind: 'claim' };
    case 'PROCESSING':
      return (delivery.leaseExpireTime?.toMillis() ?? 0) < now ? { kind: 'expire' } : { kind: 'none' };
    default:
      return { kind: 'none' };
  }
}

/** What nodemailer is given to send; the fields the extension passes. */
export interface OutgoingMail {
  from: string;
  replyTo?: string;
  to: string[];
  cc: string[];
  bcc: string[];
  subject: string;
  text?: string;
  html?: string;
  headers?: Record<string, string>;
}

function recipients(data: Record<string, unknown>, field: 'to' | 'cc' | 'bcc'): string[] {
  const value = data[field];
  if (value === undefined || value === null) return [];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value;
  throw new Error(deliveryMessages.notStrings(field));
}

/**
 * The message a document asks for, checked as the extension checks it: a recipient, a subject
 * and a body. Recipients by user id and templates need the extension's USERS_COLLECTION and
 * TEMPLATES_COLLECTION, which this project does not set: refused here as there.
 */
export function outgoingMailOf(data: Record<string, unknown>, defaults: { from: string; replyTo?: string }): OutgoingMail {
  for (const field of ['toUids', 'ccUids', 'bccUids', 'template']) if (data[field] !== undefined) throw new Error(deliveryMessages.notSupported(field));
  const message = data.message as Record<string, unknown>;
  const { subject, text, html } = message;
  if (typeof subject !== 'string' || !((typeof text === 'string' && text) || (typeof html === 'string' && html))) throw new Error(deliveryMessages.badMessage);
  const [to, cc, bcc] = (['to', 'cc', 'bcc'] as const).map((field) => recipients(data, field)) as [string[], string[], string[]];
  if (!to.length && !cc.length && !bcc.length) throw new Error(deliveryMessages.noRecipient);
  const headers = data.headers as Record<string, string> | undefined;
  return {
    from: typeof data.from === 'string' ? data.from : defaults.from,
    replyTo: typeof data.replyTo === 'string' ? data.replyTo : defaults.replyTo,
    to,
    cc,
    bcc,
    subject,
    ...(typeof text === 'string' ? { text } : {}),
    ...(typeof html === 'string' ? { html } : {}),
    ...(headers && typeof headers === 'object' ? { headers } : {}),
  };
}

/** What nodemailer answered, as the extension records it in `delivery.info`. */
export function deliveryInfoOf(result: { messageId?: unknown; accepted?: unknown; rejected?: unknown; pending?: unknown; response?: unknown }) {
  const list = (value: unknown) => (Array.isArray(value) ? value.map(String) : []);
  return {
    messageId: typeof result.messageId === 'string' ? result.messageId : null,
    accepted: list(result.accepted),
    rejected: list(result.rejected),
    pending: list(result.pending),
    response: typeof result.response === 'string' ? result.response : null,
  };
}
