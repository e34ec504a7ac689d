import { z } from 'zod';
import { ProductType } from './enums';
import { id, text } from './fields';

export const IdParam = z.object({ id });

export const School = z.object({
  id: z.string(),
  name: z.string(),
  fullAddress: z.string(),
  note: z.string(),
  deliverToSchool: z.boolean(),
  /** Lists a customer can order from. */
  publishedListCount: z.number().int(),
});
export type School = z.infer<typeof School>;

export const Product = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number().nullable(),
  productType: ProductType,
});
export type Product = z.infer<typeof Product>;

export const ProductMapping = z.object({
  productId: z.string(),
  quantity: z.number().int(),
  product: Product.pick({ id: true, name: true, price: true, description: true }),
});
export type ProductMapping = z.infer<typeof ProductMapping>;

export const SupplyList = z.object({
  id: z.string(),
  name: z.string(),
  schoolId: z.string(),
  school: z.object({ id: z.string(), name: z.string() }),
  totalPrice: z.number().nullable(),
  note: z.string(),
  published: z.boolean(),
  productsMappings: z.array(ProductMapping),
});
export type SupplyList = z.infer<typeof SupplyList>;

const flag = z.enum(['true', 'false']).transform((value) => value === 'true');
const dollars = z.coerce.number().nonnegative().max(1_000_000);
const searchText = text(100).pipe(z.string().min(1));

export const SupplyListsQuery = z.object({
  schoolId: id.optional(),
  published: flag.optional(),
  name: searchText.optional(),
});
export type SupplyListsQuery = z.infer<typeof SupplyListsQuery>;

export const ProductsQuery = z.object({
  name: searchText.optional(),
  priceMin: dollars.optional(),
  priceMax: dollars.optional(),
});
export type ProductsQuery = z.infer<typeof ProductsQuery>;

export const ProductSearchQuery = z.object({ q: searchText });

export const CalculatePriceRequest = z.object({ productIds: z.array(id).min(1).max(200) });
