import { skipItems } from '@ssb/contract';
import { HttpError } from '../http/errors';
import type { ProductDoc } from '../products/repository';
import { listPriceCents } from '../supply-lists/convert';
import type { SupplyListDoc } from '../supply-lists/repository';
import { isOptionalItem } from '../supply-lists/rules';
import type { OrderSnapshot } from './repository';

/**
 * Copies what is being bought, so later edits to the list or its products never change the
 * order. The items the family already has (`skippedProductIds`, optional items of the list)
 * stay out of the box and come off its price at their share of the list's price (contract
 * `skipItems`); the snapshot keeps them apart as `skippedItems`, at their catalogue prices. A
 * skip the list does not allow is a 400.
 */
export function buildSnapshot(
  list: SupplyListDoc,
  schoolName: string,
  products: Map<string, ProductDoc>,
  skippedProductIds: readonly string[] = [],
): OrderSnapshot {
  const optional = new Set(list.items.filter((item) => isOptionalItem(item, products.get(item.productId)?.productType)).map((item) => item.productId));
  const box = skipItems(
    {
      totalCents: listPriceCents(list, products),
      items: list.items.flatMap((item) => {
        const product = products.get(item.productId);
        if (!product) return [];
        return [
          {
            productId: item.productId,
            name: product.name,
            description: product.description,
            priceCents: product.priceCents ?? 0,
            quantity: item.quantity,
          },
        ];
      }),
    },
    skippedProductIds,
    (item) => optional.has(item.productId),
  );
  if ('problem' in box) throw new HttpError(400, box.problem, { success: false });
  return { listName: list.name, schoolName, note: list.note, items: box.items, skippedItems: box.skippedItems, totalCents: box.totalCents };
}
