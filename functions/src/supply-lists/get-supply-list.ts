import type { SupplyList } from '@ssb/contract';
import type { Caller } from '../http/authenticate';
import { canSeeList } from '../http/authorize';
import { notFound } from '../http/errors';
import { apiLists } from './list-supply-lists';
import { findSupplyList } from './repository';
import { API_TEXTS } from '../texts';

/** GET /supply-lists/{id}. */
export async function getSupplyList(caller: Caller | undefined, listId: string): Promise<SupplyList> {
  const list = await findSupplyList(listId);
  // A draft is as unknown as a missing list to anyone who may not see it.
  if (!list || !canSeeList(caller, list)) throw notFound(API_TEXTS.notFound.list);
  const [supplyList] = await apiLists([{ id: listId, doc: list }], caller);
  return supplyList!;
}
