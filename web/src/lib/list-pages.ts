import { PAGE_LIMIT } from '@ssb/contract';
import { api, withQuery } from './api-client';
import type { CursorPage } from './use-cursor-pages';

type Params = Record<string, string | number | boolean | undefined>;

/**
 * One page of a cursor-paged list (GET /supply-lists, /products, an administrator's /schools):
 * its items under their own field (`supplyLists`, `products`, `schools`) and the next cursor.
 */
export async function getListPage<Item>(path: string, field: string, params: Params, cursor?: string): Promise<CursorPage<Item>> {
  const answer = await api.get<Record<string, unknown> & { nextCursor?: string | null }>(withQuery(path, { ...params, cursor }));
  return { items: answer[field] as Item[], nextCursor: answer.nextCursor ?? null };
}

/** Every page of such a list, the largest a page may be, one after the other: for a picker that offers every item. */
export async function getEveryPage<Item>(path: string, field: string): Promise<Item[]> {
  const items: Item[] = [];
  let cursor: string | undefined;
  do {
    const page = await getListPage<Item>(path, field, { limit: PAGE_LIMIT.max }, cursor);
    items.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return items;
}
