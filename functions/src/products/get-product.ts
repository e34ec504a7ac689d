import type { Product } from '@ssb/contract';
import type { Caller } from '../http/authenticate';
import { isAdmin } from '../http/authorize';
import { notFound } from '../http/errors';
import { toApiProduct, toStaffProduct } from './convert';
import { findProduct } from './repository';
import { API_TEXTS } from '../texts';

/** GET /products/{id}: administrators also see how many lists use it. */
export async function getProduct(caller: Caller | undefined, productId: string): Promise<Product> {
  const product = await findProduct(productId);
  if (!product) throw notFound(API_TEXTS.notFound.product);
  return (isAdmin(caller) ? toStaffProduct : toApiProduct)(productId, product);
}
