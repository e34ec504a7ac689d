import { z } from 'zod/mini';
import { defineTexts } from './i18n/texts';
import en from './locales/margins.en';
import { daysBetween } from './ordering-window';
import { isCalendarDate } from './ordering-window-rule';

// What the boxes paid earned the vendor (docs/decisions.md §26, "Margins"): the administrators' report.

/** The margins request's messages, in the current language. */
export const marginsMessages = defineTexts('contract.margins', en, { es: () => import('./locales/margins.es') }).margins;

/** The most days a range may hold, its first and last included: a leap year. */
export const MAX_MARGIN_DAYS = 366;

const day = (message: () => string) => z.string({ error: message }).check(z.refine(isCalendarDate, { error: message }));

/** GET /reports/margins?from=&to=: the UTC days of payment, both included. */
export const MarginsQuery = z.object({ from: day(() => marginsMessages.fromInvalid), to: day(() => marginsMessages.toInvalid) }).check(
  z.refine(({ from, to }) => from <= to, { error: () => marginsMessages.toBeforeFrom, path: ['to'], when: (payload) => payload.issues.length === 0 }),
  z.refine(({ from, to }) => daysBetween(from, to) < MAX_MARGIN_DAYS, {
    error: () => marginsMessages.rangeTooLong({ days: MAX_MARGIN_DAYS }),
    path: ['to'],
    when: (payload) => payload.issues.length === 0,
  }),
);
export type MarginsQuery = z.infer<typeof MarginsQuery>;

/**
 * A row's figures, in dollars: its boxes, the units sold, their revenue (items after what the
 * families had, less discounts, before tax and shipping), the cost of the units whose cost was
 * known when their box was paid, and the margin of those (their revenue less that cost). The
 * revenue of units sold without a known cost is `uncostedRevenue`, in `revenue` but in no margin;
 * `costKnown` says there was none.
 */
export const MarginFigures = z.object({
  boxes: z.number(),
  quantity: z.number(),
  revenue: z.number(),
  cost: z.number(),
  margin: z.number(),
  costKnown: z.boolean(),
  uncostedRevenue: z.number(),
});
export type MarginFigures = z.infer<typeof MarginFigures>;

export const ProductMargin = z.extend(MarginFigures, { productId: z.string(), name: z.string(), sku: z.nullable(z.string()) });
export const ListMargin = z.extend(MarginFigures, { supplyListId: z.string(), name: z.string(), schoolId: z.string() });
export const SchoolMargin = z.extend(MarginFigures, { schoolId: z.string(), name: z.string() });
export type ProductMargin = z.infer<typeof ProductMargin>;
export type ListMargin = z.infer<typeof ListMargin>;
export type SchoolMargin = z.infer<typeof SchoolMargin>;

/** The range's margins in all and by product, list and school, each by revenue, highest first. */
export const Margins = z.object({
  from: z.string(),
  to: z.string(),
  totals: MarginFigures,
  products: z.array(ProductMargin),
  lists: z.array(ListMargin),
  schools: z.array(SchoolMargin),
});
export type Margins = z.infer<typeof Margins>;

export const MarginsResponse = z.object({ margins: Margins });
export type MarginsResponse = z.infer<typeof MarginsResponse>;
