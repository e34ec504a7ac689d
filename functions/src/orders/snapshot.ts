import type { ProductDoc } from '../products/repository';
import { listPriceCents } from '../supply-lists/convert';
import type { SupplyListDoc } from '../supply-lists/repository';
import type { OrderSnapshot } from './repository';

/** Copies what is being bought, so later edits to the list or its products never change the order. */
export function buildSnapshot(list: SupplyListDoc, schoolName: string, products: Map<string, ProductDoc>): OrderSnapshot {
  return {
    listName: list.name,
    schoolName,
    note: list.note,
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
    totalCents: listPriceCents(list, products),
  };
}
