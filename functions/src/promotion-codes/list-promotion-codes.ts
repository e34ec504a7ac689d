import type { PageQuery, PromotionCodesPage } from '@ssb/contract';
import { toApiPromotionCode } from './convert';
import { newestCodes } from './repository';

/** GET /promotion-codes: every code, newest first, a page at a time. */
export async function listPromotionCodes(page: PageQuery): Promise<PromotionCodesPage> {
  const { items, nextCursor } = await newestCodes(page);
  return { promotionCodes: items.map(({ id, doc }) => toApiPromotionCode(id, doc)), nextCursor };
}
