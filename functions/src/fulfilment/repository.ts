import { collection } from '../lib/collections';

/** Each school's pick totals, kept by every move of its boxes (pick-totals.ts). */
export const pickTotalsCollection = collection.pickTotals;
