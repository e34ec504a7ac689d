import { useSyncExternalStore } from 'react';
import { MAX_CHECKOUT_BOXES, type AddressFields } from '@ssb/contract';
import { notifyStoredValueChanged, subscribeToStoredValue } from '../session/stored-value-events';

/**
 * The boxes a family has chosen in the shop and not paid yet, one per child, with the contact
 * and address typed for them. Kept in localStorage so that a reload, a sign-in, another tab or
 * a cancelled payment finds them again; emptied when a payment comes back paid. Read by the
 * shop's first screen, so it checks what it reads by hand rather than with the contract's schemas.
 */
export interface SavedBox {
  /** The browser's own id for the box, so that removing one of two equal boxes removes one. */
  id: string;
  schoolId: string;
  supplyListId: string;
  studentFirstName: string;
  studentLastName: string;
  /** Optional items of the list the family already has. */
  skippedProductIds: string[];
  /** The child's teacher the family picked; none or null: not known yet. */
  teacherId?: string | null;
}

/** What the order form asks once for every box: a guest's contact, the home address and the promotion code. */
export interface CheckoutDetails {
  email: string;
  phone: string;
  address: AddressFields;
  promotionCode?: string;
}

export interface HouseholdBasket {
  boxes: SavedBox[];
  details: CheckoutDetails | null;
}

export const BASKET_STORAGE_KEY = 'ssb.householdBasket';
/** Tells this tab's listeners that the basket changed (the `storage` event reaches only other tabs). */
const BASKET_EVENT = 'ssb:household-basket';
const ADDRESS_PARTS: (keyof AddressFields)[] = ['line1', 'line2', 'city', 'state', 'zipCode'];
const EMPTY: HouseholdBasket = Object.freeze({ boxes: [], details: null }) as HouseholdBasket;

const isString = (value: unknown): value is string => typeof value === 'string';

function boxOf(value: unknown): SavedBox | null {
  if (typeof value !== 'object' || value === null) return null;
  const box = value as Record<string, unknown>;
  const { id, schoolId, supplyListId, studentFirstName, studentLastName, skippedProductIds } = box;
  if (![id, schoolId, supplyListId, studentFirstName, studentLastName].every(isString)) return null;
  if (!Array.isArray(skippedProductIds) || !skippedProductIds.every(isString)) return null;
  const teacher = isString(box.teacherId) ? { teacherId: box.teacherId } : {};
  return { id, schoolId, supplyListId, studentFirstName, studentLastName, skippedProductIds, ...teacher } as SavedBox;
}

function detailsOf(value: unknown): CheckoutDetails | null {
  if (typeof value !== 'object' || value === null) return null;
  const { email, phone, address, promotionCode } = value as Record<string, unknown>;
  if (!isString(email) || !isString(phone) || typeof address !== 'object' || address === null) return null;
  const fields = Object.fromEntries(ADDRESS_PARTS.map((part) => [part, (address as Record<string, unknown>)[part]]));
  if (!Object.values(fields).every(isString)) return null;
  return { email, phone, address: fields as unknown as AddressFields, ...(isString(promotionCode) && promotionCode ? { promotionCode } : {}) };
}

/** The stored basket; anything unreadable (another version, hand edits) reads as empty. */
export function parseBasket(raw: string | null): HouseholdBasket {
  if (!raw) return EMPTY;
  try {
    const value = JSON.parse(raw) as { boxes?: unknown; details?: unknown };
    const boxes = Array.isArray(value.boxes) ? value.boxes.map(boxOf).filter((box): box is SavedBox => box !== null) : [];
    return { boxes: boxes.slice(0, MAX_CHECKOUT_BOXES), details: detailsOf(value.details) };
  } catch {
    return EMPTY;
  }
}

let cached: { raw: string | null; basket: HouseholdBasket } = { raw: null, basket: EMPTY };
/** The basket when storage is unavailable (e.g. blocked): it then lives for this page only. */
let inMemory: string | null = null;

function readRaw(): string | null {
  try {
    const storage = globalThis.localStorage;
    if (storage) return storage.getItem(BASKET_STORAGE_KEY);
  } catch {
    // unavailable: fall back to this page's copy
  }
  return inMemory;
}

/** The basket now; the same object while nothing changed (what useSyncExternalStore needs). */
export function readBasket(): HouseholdBasket {
  const raw = readRaw();
  if (raw !== cached.raw) cached = { raw, basket: parseBasket(raw) };
  return cached.basket;
}

function writeBasket(basket: HouseholdBasket): void {
  const raw = basket.boxes.length || basket.details ? JSON.stringify(basket) : null;
  inMemory = raw;
  try {
    if (raw === null) globalThis.localStorage?.removeItem(BASKET_STORAGE_KEY);
    else globalThis.localStorage?.setItem(BASKET_STORAGE_KEY, raw);
  } catch {
    // storage unavailable: kept in memory for this page
  }
  notifyStoredValueChanged(BASKET_EVENT);
}

const subscribe = (onChange: () => void) => subscribeToStoredValue(BASKET_STORAGE_KEY, BASKET_EVENT, onChange);

/** Whether one more box fits in a checkout that already holds `count`. */
export const roomForAnotherBox = (count: number) => count < MAX_CHECKOUT_BOXES;

/** Adds boxes at the end (as many as fit); answers whether all fitted. */
export function addBoxes(boxes: Omit<SavedBox, 'id'>[]): boolean {
  const basket = readBasket();
  const room = MAX_CHECKOUT_BOXES - basket.boxes.length;
  const added = boxes.slice(0, Math.max(0, room)).map((box) => ({ ...box, id: crypto.randomUUID() }));
  writeBasket({ ...basket, boxes: [...basket.boxes, ...added] });
  return added.length === boxes.length;
}

export function removeBox(id: string): void {
  const basket = readBasket();
  writeBasket({ ...basket, boxes: basket.boxes.filter((box) => box.id !== id) });
}

export function saveCheckoutDetails(details: CheckoutDetails): void {
  writeBasket({ ...readBasket(), details });
}

/** Once paid, nothing is left to buy. */
export function clearBasket(): void {
  writeBasket(EMPTY);
}

/** The basket, kept in step with every change in this tab and the others. */
export function useHouseholdBasket(): HouseholdBasket {
  return useSyncExternalStore(subscribe, readBasket, () => EMPTY);
}
