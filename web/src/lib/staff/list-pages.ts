import { PAGE_LIMIT } from '@ssb/contract';
import { api, routePath } from '../api/api-client';
import type { CursorPage } from '../ui/use-cursor-pages';

type Params = Record<string, string | number | boolean | undefined>;

// The lists the API answers a page at a time (by name), each page's items under their own field
// and the next page's cursor: GET /supply-lists, /products, an administrator's /schools.

export async function supplyListsPage(params: Params, cursor?: string) {
  const { supplyLists, nextCursor } = await api.get(routePath('GET /supply-lists', {}, { ...params, cursor }));
  return { items: supplyLists, nextCursor };
}

export async function productsPage(params: Params, cursor?: string) {
  const { products, nextCursor } = await api.get(routePath('GET /products', {}, { ...params, cursor }));
  return { items: products, nextCursor };
}

/** An administrator's pages; anyone else's answer is one, without a cursor. */
export async function schoolsPage(params: Params, cursor?: string) {
  const { schools, nextCursor } = await api.get(routePath('GET /schools', {}, { ...params, cursor }));
  return { items: schools, nextCursor: nextCursor ?? null };
}

/** Every page of such a list, the largest a page may be, one after the other: for a picker that offers every item. */
export async function getEveryPage<Item>(page: (params: Params, cursor?: string) => Promise<CursorPage<Item>>): Promise<Item[]> {
  const items: Item[] = [];
  let cursor: string | undefined;
  do {
    const next = await page({ limit: PAGE_LIMIT.max }, cursor);
    items.push(...next.items);
    cursor = next.nextCursor ?? undefined;
  } while (cursor);
  return items;
}
