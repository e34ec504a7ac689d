import { centsToDollars, selectionPriceCents } from '@ssb/contract';
import { notFound } from '../http/errors';
import { productsByIds } from './repository';
import { API_TEXTS } from '../texts';

/** POST /products/calculate-price: the sum of the products' prices, in dollars (a product without a price adds nothing). */
export async function calculatePrice(productIds: string[]): Promise<number> {
  const products = await productsByIds(productIds);
  const missing = productIds.find((id) => !products.has(id));
  if (missing) throw notFound(API_TEXTS.notFound.productWithId({ id: missing }));
  return centsToDollars(
    selectionPriceCents(
      productIds.map((productId) => ({ productId, quantity: 1 })),
      (id) => products.get(id)?.priceCents,
    ),
  );
}
