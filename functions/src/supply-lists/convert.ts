import { centsToDollars, type SupplyList } from '@ssb/contract';
import { photoUrls } from '../products/photos';
import type { ProductDoc } from '../products/repository';
import type { SupplyListDoc } from './repository';
import { effectivePriceCents, isOptionalItem } from './rules';

/** The price a list sells for: its set price, else the sum of its items. Integer cents. */
export function listPriceCents(list: Pick<SupplyListDoc, 'totalPriceCents' | 'items'>, products: Map<string, ProductDoc>): number {
  return effectivePriceCents(list, (productId) => products.get(productId)?.priceCents);
}

/** The list in the API's shape; `staff` (its school's representatives and administrators) adds its order counter. */
export function toApiSupplyList(id: string, doc: SupplyListDoc, schoolName: string, products: Map<string, ProductDoc>, { staff = false } = {}): SupplyList {
  const productsMappings = doc.items.flatMap((item) => {
    const product = products.get(item.productId);
    if (!product) return [];
    return [
      {
        productId: item.productId,
        quantity: item.quantity,
        ...(isOptionalItem(item, product.productType) ? { optional: true as const } : {}),
        product: {
          id: item.productId,
          name: product.name,
          price: product.priceCents === null ? null : centsToDollars(product.priceCents),
          description: product.description,
          ...photoUrls(item.productId, product.photo),
        },
      },
    ];
  });
  return {
    id,
    name: doc.name,
    schoolId: doc.schoolId,
    school: { id: doc.schoolId, name: schoolName },
    totalPrice: doc.items.length || doc.totalPriceCents !== null ? centsToDollars(listPriceCents(doc, products)) : null,
    note: doc.note,
    published: doc.published,
    awaitingReview: doc.awaitingReview,
    ...(staff && doc.reviewNote ? { reviewNote: { text: doc.reviewNote.text, at: doc.reviewNote.at.toDate().toISOString() } } : {}),
    productsMappings,
    approval: doc.approval ? { at: doc.approval.at.toDate().toISOString() } : null,
    optionalCount: productsMappings.filter((mapping) => mapping.optional).length,
    ...(staff ? { orderCount: doc.orderCount } : {}),
    ...(doc.yearId !== undefined ? { yearId: doc.yearId } : {}),
    ...(doc.archived ? { archived: true as const } : {}),
  };
}
