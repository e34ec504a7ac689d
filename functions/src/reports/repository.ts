import { collection } from '../lib/collections';

/** `marginDays/{YYYY-MM-DD}`: the margins of the boxes paid that UTC day (docs/decisions.md §26). */
export const marginDaysCollection = collection.marginDays;

/** `orderMargins/{orderId}`: what a paid box's products sold for and cost when it was paid, while it stays paid. */
export const orderMarginsCollection = collection.orderMargins;

/** The days' margins from `from` to `to` (YYYY-MM-DD, both included): at most MAX_MARGIN_DAYS documents, never the orders. */
export const marginDaysBetween = (from: string, to: string) => marginDaysCollection().where('day', '>=', from).where('day', '<=', to).orderBy('day');
