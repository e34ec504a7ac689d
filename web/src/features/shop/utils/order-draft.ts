import type { CheckoutValues } from '../components/checkout-form';

/**
 * What a signed-in family has typed and ticked on an order form, kept for the tab while it is
 * there. When the session ends on the form, signing in again comes back to it as it was: the
 * sign-in page is another screen, and the end of a session empties the query cache, so the
 * order screen is built anew. Only the account that typed it gets it back.
 */
export interface OrderDraft {
  /** Which order form: its school and list (`school/list`), or `boxes` for the saved boxes alone. */
  form: string;
  uid: string;
  /** The account's e-mail, for the sign-in page to fill in. */
  email: string | null;
  /** Null until something is typed. */
  values: CheckoutValues | null;
  /** The optional items the family already has. */
  skipped: string[];
}

const DRAFT_STORAGE_KEY = 'ssb.orderDraft';
/** The draft when sessionStorage is unavailable (e.g. blocked): it then lives for this page only. */
let inMemory: string | null = null;

export const orderFormOf = (current: { school: { id: string }; list: { id: string } } | null) =>
  current ? `${current.school.id}/${current.list.id}` : 'boxes';

const isString = (value: unknown): value is string => typeof value === 'string';
const ADDRESS_PARTS = ['line1', 'line2', 'city', 'state', 'zipCode'] as const;

/** The values as stored, or null when they are not what the form holds (another version, hand edits). */
function valuesOf(value: unknown): CheckoutValues | null {
  if (typeof value !== 'object' || value === null) return null;
  const { email, phone, studentFirstName, studentLastName, address, promotionCode } = value as Record<string, unknown>;
  if (![email, phone, studentFirstName, studentLastName].every(isString) || typeof address !== 'object' || address === null) return null;
  if (!ADDRESS_PARTS.every((part) => isString((address as Record<string, unknown>)[part]))) return null;
  if (promotionCode !== undefined && !isString(promotionCode)) return null;
  return value as CheckoutValues;
}

/** The draft of `form`, or null when there is none (or it is unreadable). */
export function readOrderDraft(form: string): OrderDraft | null {
  let raw = inMemory;
  try {
    const storage = globalThis.sessionStorage;
    if (storage) raw = storage.getItem(DRAFT_STORAGE_KEY);
  } catch {
    // unavailable: this page's copy
  }
  if (!raw) return null;
  try {
    const draft = JSON.parse(raw) as Partial<Record<keyof OrderDraft, unknown>>;
    if (draft.form !== form || !isString(draft.uid) || !(draft.email === null || isString(draft.email))) return null;
    if (!Array.isArray(draft.skipped) || !draft.skipped.every(isString)) return null;
    return { form, uid: draft.uid, email: draft.email, values: draft.values === null ? null : valuesOf(draft.values), skipped: draft.skipped };
  } catch {
    return null;
  }
}

function writeRaw(raw: string | null) {
  inMemory = raw;
  try {
    if (raw === null) globalThis.sessionStorage?.removeItem(DRAFT_STORAGE_KEY);
    else globalThis.sessionStorage?.setItem(DRAFT_STORAGE_KEY, raw);
  } catch {
    // unavailable: kept in memory for this page
  }
}

/** Keeps one form's draft at a time: the one the family is on. */
export const saveOrderDraft = (draft: OrderDraft): void => writeRaw(JSON.stringify(draft));

/** Once the form is done with (paid, its box saved, cancelled), nothing of it is kept. */
export const clearOrderDraft = (): void => writeRaw(null);
