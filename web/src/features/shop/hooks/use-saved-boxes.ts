import { useQueries, useQueryClient } from '@tanstack/react-query';
import type { School, SupplyList } from '@ssb/contract';
import type { SavedBox } from '@/lib/household/household-basket';
import { schoolQueryOptions } from '@/lib/catalog/schools';
import { supplyListsQueryOptions } from '../api/get-supply-lists';
import { priceBox, type BoxPrice } from '../utils/box-price';

/** A saved box with what the shop knows of it now: its school, its list and its price. */
export type ResolvedBox =
  /** Not known yet (or not known at all while the catalogue cannot be read: the server still checks it). */
  | { box: SavedBox; state: 'loading' }
  /** Its school or list is gone or no longer published: it cannot be bought. */
  | { box: SavedBox; state: 'unavailable' }
  | { box: SavedBox; state: 'ready'; school: School; list: SupplyList; price: Extract<BoxPrice, { totalCents: number }> };

/**
 * The saved boxes with today's lists and prices (each school's published lists once, from the
 * cache the shop's step 1 fills), so a price or publish change since they were chosen shows.
 */
export function useSavedBoxes(boxes: SavedBox[]): ResolvedBox[] {
  const schoolIds = [...new Set(boxes.map((box) => box.schoolId))];
  const queryClient = useQueryClient();
  const schools = useQueries({ queries: schoolIds.map((schoolId) => schoolQueryOptions(queryClient, schoolId)) });
  const lists = useQueries({ queries: schoolIds.map((schoolId) => supplyListsQueryOptions(schoolId)) });

  return boxes.map((box): ResolvedBox => {
    const index = schoolIds.indexOf(box.schoolId);
    const [schoolAnswer, schoolLists] = [schools[index], lists[index]];
    if (!schoolLists?.data || schoolAnswer?.isPending) return { box, state: 'loading' };
    const school = schoolAnswer?.data;
    const list = schoolLists.data.find((l) => l.id === box.supplyListId);
    const price = list ? priceBox(list, box.skippedProductIds) : null;
    if (!school || !list || !price || 'problem' in price) return { box, state: 'unavailable' };
    return { box, state: 'ready', school, list, price };
  });
}
