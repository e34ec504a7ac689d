import { z } from 'zod/mini';
import { id } from './fields';

// What the vendor must buy (docs/decisions.md §26): the administrators' only.

/** GET /purchasing/demand: one school's boxes, or every school's; one supplier's products, or all. */
export const DemandQuery = z.object({ schoolId: z.optional(id), supplierId: z.optional(id) });
export type DemandQuery = z.infer<typeof DemandQuery>;

/**
 * One product's demand, in units. `needed`: what paid boxes not yet packed hold, after skips.
 * `onHand`: its stock, null when its stock is not tracked. `onOrder`: ordered from the supplier,
 * not yet received. `shortfall` = max(0, needed − onHand − onOrder), an untracked product's
 * onHand counting as 0.
 */
export const DemandRow = z.object({
  productId: z.string(),
  name: z.string(),
  sku: z.nullable(z.string()),
  supplierId: z.nullable(z.string()),
  needed: z.number().check(z.int()),
  onHand: z.nullable(z.number().check(z.int())),
  onOrder: z.number().check(z.int()),
  shortfall: z.number().check(z.int()),
});
export type DemandRow = z.infer<typeof DemandRow>;

/** What GET /purchasing/demand answers: every product some unpacked paid box holds, by name. */
export const DemandResponse = z.object({ demand: z.array(DemandRow) });
export type DemandResponse = z.infer<typeof DemandResponse>;

/** The shortfall rule: what the boxes need beyond the shelf and what is on its way. */
export const demandShortfall = (needed: number, onHand: number | null, onOrder: number): number => Math.max(0, needed - (onHand ?? 0) - onOrder);
