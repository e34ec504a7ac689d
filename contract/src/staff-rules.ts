import { defineTexts } from './i18n/texts';
import en from './locales/staff.en';

// The staff half's limits, messages and rules, without zod: web screens import these
// without pulling the payload schemas of staff.ts (and the zod checks they keep alive) into
// their bundles. staff.ts builds its schemas from them, so server and screens share one rule.

const STAFF_TEXTS = defineTexts('contract.staff', en, { es: () => import('./locales/staff.es') });

/** The staff forms' messages, in the current language. */
export const staffMessages = STAFF_TEXTS.staff;

export const NAME_MAX_LENGTH = 120;
export const NOTE_MAX_LENGTH = 2000;
export const REVIEW_NOTE_MAX_LENGTH = 1000;
export const DESCRIPTION_MAX_LENGTH = 1000;
export const FULL_ADDRESS_MAX_LENGTH = 300;
export const MAX_LIST_PRODUCTS = 200;
export const MAX_QUANTITY = 999;

/**
 * A product's Stripe product tax code (docs/decisions.md §24), which says what it is for sales tax:
 * `txcd_` and 8 digits. Products without one are general tangible goods.
 */
export const DEFAULT_TAX_CODE = 'txcd_99999999';
export const TAX_CODE_LENGTH = DEFAULT_TAX_CODE.length;
export const isTaxCode = (value: string): boolean => /^txcd_\d{8}$/.test(value);

/** Dollars as the API speaks them (docs/product.md §3): at least 0, at most two decimals, under a million. */
export const isDollarAmount = (value: number): boolean =>
  Number.isFinite(value) && value >= 0 && value < 1_000_000 && Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/** The IANA name a time zone is known by (`aMeRiCa/nEw_YoRk`, `US/Eastern`: `America/New_York`), or null when there is none. */
export function canonicalTimeZone(zone: string): string | null {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/**
 * docs/product.md §4's locks of a list, for the server that enforces them and the screens that show
 * them: a published list with an order keeps its products; a list with orders is not
 * deleted (a list unpublished after it sold too: its orders and statistics name it); a
 * published list's price is locked, and so are its optional marks, since each optional item
 * takes its share off that price (an administrator may still change them, as products).
 * `orderCount` counts the orders that were paid or may still be.
 */
export function listLocks(list: { published: boolean; orderCount?: number | null }) {
  const orders = list.orderCount ?? 0;
  return {
    orders,
    productsLocked: list.published && orders > 0,
    deleteLocked: orders > 0,
    priceLocked: list.published,
    optionalMarksLocked: list.published,
  };
}

/** Why a list cannot be published, or cannot get a price (409). */
export const publishMessages = STAFF_TEXTS.publish;

/** The locks of docs/product.md §4 as the API states them (409), in the spec's own words. */
export const listLockMessages = STAFF_TEXTS.locks;
