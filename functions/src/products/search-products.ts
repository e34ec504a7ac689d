import type { Product } from '@ssb/contract';
import { toApiProduct } from './convert';
import { MAX_SEARCHED_PRODUCTS, queryProducts } from './repository';

/** GET /products/search?q=: products whose name starts with the text. */
export async function searchProducts(text: string): Promise<Product[]> {
  return (await queryProducts({ name: text }, { limit: MAX_SEARCHED_PRODUCTS })).items.map((p) => toApiProduct(p.id, p.doc));
}
