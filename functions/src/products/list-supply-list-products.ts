import type { Product } from '@ssb/contract';
import type { Caller } from '../http/authenticate';
import { canSeeList } from '../http/authorize';
import { notFound } from '../http/errors';
import { findSupplyList } from '../supply-lists/repository';
import { toApiProduct } from './convert';
import { productsByIds } from './repository';
import { API_TEXTS } from '../texts';

/** GET /products/supply-list/{id}: a list's products with their quantities, in the list's order. */
export async function listSupplyListProducts(caller: Caller | undefined, listId: string): Promise<(Product & { quantity: number })[]> {
  const list = await findSupplyList(listId);
  if (!list || !canSeeList(caller, list)) throw notFound(API_TEXTS.notFound.list);
  const products = await productsByIds(list.items.map((i) => i.productId));
  return list.items.flatMap((item) => {
    const product = products.get(item.productId);
    return product ? [{ ...toApiProduct(item.productId, product), quantity: item.quantity }] : [];
  });
}
