import type { Product, ProductsQuery } from '@ssb/contract';
import type { Caller } from '../http/authenticate';
import { isAdmin } from '../http/authorize';
import { badRequest } from '../http/errors';
import { toApiProduct, toStaffProduct } from './convert';
import { queryProducts } from './repository';
import { API_TEXTS } from '../texts';

/** GET /products: a page of products; administrators also see how many lists use each product. */
export async function listProducts(
  caller: Caller | undefined,
  { limit, cursor, ...query }: ProductsQuery,
): Promise<{ products: Product[]; nextCursor: string | null }> {
  if (query.priceMin !== undefined && query.priceMax !== undefined && query.priceMin > query.priceMax) {
    throw badRequest(`priceMin: ${API_TEXTS.products.priceRange}`);
  }
  const convert = isAdmin(caller) ? toStaffProduct : toApiProduct;
  const page = await queryProducts(query, { limit, cursor });
  return { products: page.items.map((p) => convert(p.id, p.doc)), nextCursor: page.nextCursor };
}
