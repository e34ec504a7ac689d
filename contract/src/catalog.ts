import { z } from 'zod/mini';
import { ProductType } from './enums';
import { id, text } from './fields';
import { nextCursor, PageQuery } from './paging';

export const IdParam = z.object({ id });

/**
 * A school's share of each box (docs/decisions.md §25): a percent of its item price, or dollars per
 * box, one of the two; null when none. An object of two optional fields rather than a union: the
 * shop's first download carries no union schema for it.
 */
export const FundraisingShareAnswer = z.nullable(z.object({ percent: z.optional(z.number()), perBox: z.optional(z.number()) }));

export const School = z.object({
  id: z.string(),
  name: z.string(),
  /**
   * Where it is, as its parts (a US state's code, a 5-digit ZIP code); null for a school without
   * one, and for a school stored before schools had them until `npm run migrate:school-addresses`.
   */
  address: z.nullable(z.object({ line1: z.string(), line2: z.optional(z.string()), city: z.string(), state: z.string(), zipCode: z.string() })),
  /** Its address on one line, made from `address` (schoolFullAddress); a school without one keeps the line it had. */
  fullAddress: z.string(),
  note: z.string(),
  deliverToSchool: z.boolean(),
  /** The ordering window (docs/decisions.md §8): calendar dates, both inclusive, in `timeZone`; none means all year. */
  orderingOpensOn: z.nullable(z.string()),
  orderingClosesOn: z.nullable(z.string()),
  /** The school's IANA time zone, which its window's dates are read in. */
  timeZone: z.nullable(z.string()),
  /**
   * Its late orders (docs/decisions.md §28): taken after its window for `fee` dollars a box, and
   * delivered home only when `homeDeliveryOnly`; null: it takes none.
   */
  lateOrders: z.optional(z.nullable(z.object({ fee: z.number(), homeDeliveryOnly: z.boolean() }))),
  /** Whether its lists can be ordered now (the window, or late orders after it, read at the time of the answer). */
  orderingOpen: z.boolean(),
  /** Lists a customer can order from. */
  publishedListCount: z.number().check(z.int()),
  /** What each box earns the school: the shop says it under each list. */
  fundraisingShare: z.optional(FundraisingShareAnswer),
  /** The day its boxes arrive by (docs/decisions.md §27), YYYY-MM-DD; null while none is set. */
  deliveryDate: z.optional(z.nullable(z.string())),
  /** Who receives its boxes at the door, and how to reach them there: for its staff only. */
  deliveryContact: z.optional(z.nullable(z.object({ name: z.string(), phone: z.string() }))),
  deliveryInstructions: z.optional(z.string()),
  /** The signed-in family ordered from it (GET /schools lists these first). */
  orderedBefore: z.optional(z.literal(true)),
  /** All its lists, drafts included: for its representatives and administrators only. */
  supplyListCount: z.optional(z.number()),
  /** Its representatives: for its representatives and administrators only. */
  userCount: z.optional(z.number()),
});
export type School = z.infer<typeof School>;

/** GET /schools/{id}, POST /schools and PUT /schools/{id}. */
export const SchoolResponse = z.object({ school: School });
export type SchoolResponse = z.infer<typeof SchoolResponse>;

export const Product = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.nullable(z.number()),
  productType: ProductType,
  /** Its Stripe product tax code (what it is, for sales tax): not secret, so answered to everyone. */
  taxCode: z.string(),
  /** How many lists use it ('Used in {n} supply lists'): for administrators only. */
  supplyListCount: z.optional(z.number()),
  /** Its photo, a 960 px square WebP, and its 320 px thumbnail: addresses that change when the photo does; absent without one. */
  photoUrl: z.optional(z.string()),
  thumbnailUrl: z.optional(z.string()),
  /**
   * What the vendor keeps of it (docs/decisions.md §26), for administrators only, each answered
   * only when set: a product without `stockOnHand` is not tracked. `cost` is what the vendor pays, in dollars.
   */
  sku: z.optional(z.string()),
  supplierId: z.optional(z.string()),
  cost: z.optional(z.number()),
  packSize: z.optional(z.number().check(z.int())),
  stockOnHand: z.optional(z.number().check(z.int())),
  reorderPoint: z.optional(z.number().check(z.int())),
});
export type Product = z.infer<typeof Product>;

/** The square sizes a product's photo is served in, in pixels. */
export const PHOTO_SIZES = ['320', '960'] as const;

/** GET /products/{id}/photo/{version}/{size}.webp. */
export const ProductPhotoParams = z.object({ id, version: z.string().check(z.regex(/^[\w-]{1,64}$/)), size: z.enum(PHOTO_SIZES) });

/** GET /products/{id}, POST /products and PUT /products/{id}. */
export const ProductResponse = z.object({ product: Product });
export type ProductResponse = z.infer<typeof ProductResponse>;

/** GET /products/search: every match, without paging. */
export const ProductsResponse = z.object({ products: z.array(Product) });
export type ProductsResponse = z.infer<typeof ProductsResponse>;

/** GET /products/supply-list/{id}: a list's products, each with its quantity on the list, in the list's order. */
export const ListProductsResponse = z.object({ products: z.array(z.extend(Product, { quantity: z.number().check(z.int()) })) });
export type ListProductsResponse = z.infer<typeof ListProductsResponse>;

export const ProductMapping = z.object({
  productId: z.string(),
  quantity: z.number().check(z.int()),
  product: z.pick(Product, { id: true, name: true, price: true, description: true, photoUrl: true, thumbnailUrl: true }),
});
export type ProductMapping = z.infer<typeof ProductMapping>;

/**
 * A product on a list; `optional` (answered only when true, so a list without optional items
 * reads as before): a family may leave it out of its box ("Already have it").
 */
export const ListProductMapping = z.extend(ProductMapping, { optional: z.optional(z.literal(true)) });
export type ListProductMapping = z.infer<typeof ListProductMapping>;

export const SupplyList = z.object({
  id: z.string(),
  name: z.string(),
  schoolId: z.string(),
  school: z.object({ id: z.string(), name: z.string() }),
  totalPrice: z.nullable(z.number()),
  note: z.string(),
  published: z.boolean(),
  productsMappings: z.array(ListProductMapping),
  /** How many of its products are optional. */
  optionalCount: z.number().check(z.int()),
  /** Orders placed from it: for the school's representatives and administrators only. */
  orderCount: z.optional(z.number()),
  /** A draft its representative submitted for review: "Waiting for review" until an administrator publishes it. */
  awaitingReview: z.boolean(),
  /** An administrator's note sending the draft back from review (`at`: ISO 8601), for its staff; submitting it again clears it. */
  reviewNote: z.optional(z.object({ text: z.string(), at: z.string() })),
  /** When the school's representative verified its items (ISO 8601): the shop shows "Verified by {school}"; null until then, and after its items change. */
  approval: z.nullable(z.object({ at: z.string() })),
  /** The school year it belongs to (docs/decisions.md §28); absent for the lists made before the first was started. */
  yearId: z.optional(z.string()),
  /** A list of a past year: read-only, sold no more; its orders keep it. */
  archived: z.optional(z.literal(true)),
});
export type SupplyList = z.infer<typeof SupplyList>;

/** GET /schools/{id}/supply-lists and GET /supplies: every list the caller may see, without paging. */
export const SupplyListsResponse = z.object({ supplyLists: z.array(SupplyList) });
export type SupplyListsResponse = z.infer<typeof SupplyListsResponse>;

const flag = z.pipe(
  z.enum(['true', 'false']),
  z.transform((value) => value === 'true'),
);
const dollars = z.coerce.number().check(z.nonnegative(), z.maximum(1_000_000));
const searchText = text(100).check(z.minLength(1));

/** GET /supply-lists: by name, paged. */
export const SupplyListsQuery = z.extend(PageQuery, {
  schoolId: z.optional(id),
  published: z.optional(flag),
  /** Only the drafts waiting for an administrator's review. */
  awaitingReview: z.optional(flag),
  name: z.optional(searchText),
});
export type SupplyListsQuery = z.infer<typeof SupplyListsQuery>;

/** What GET /supply-lists answers: a page of lists, `nextCursor` null on the last. */
export const SupplyListsPage = z.object({ supplyLists: z.array(SupplyList), nextCursor });
export type SupplyListsPage = z.infer<typeof SupplyListsPage>;

/** GET /products: by name (by price when a price range is given without a name), paged. */
export const ProductsQuery = z.extend(PageQuery, {
  name: z.optional(searchText),
  priceMin: z.optional(dollars),
  priceMax: z.optional(dollars),
});
export type ProductsQuery = z.infer<typeof ProductsQuery>;

/** What GET /products answers: a page of products, `nextCursor` null on the last. */
export const ProductsPage = z.object({ products: z.array(Product), nextCursor });
export type ProductsPage = z.infer<typeof ProductsPage>;

export const ProductSearchQuery = z.object({ q: searchText });

/**
 * GET /schools?q=: a school's name (from any word), its city or ZIP code (school-search.ts).
 * An administrator's answer is paged; the shop's is its few schools, `limit` and `cursor` aside.
 */
export const SchoolsQuery = z.extend(PageQuery, { q: z.optional(text(100)) });
export type SchoolsQuery = z.infer<typeof SchoolsQuery>;

/** What GET /schools answers: an administrator's page with its `nextCursor`; anyone else's schools in one answer, without one. */
export const SchoolsResponse = z.object({ schools: z.array(School), nextCursor: z.optional(nextCursor) });
export type SchoolsResponse = z.infer<typeof SchoolsResponse>;

export const CalculatePriceRequest = z.object({ productIds: z.array(id).check(z.minLength(1), z.maxLength(200)) });

/** What POST /products/calculate-price answers: the products' catalogue sum, in dollars. */
export const CalculatePriceResponse = z.object({ totalPrice: z.number() });
export type CalculatePriceResponse = z.infer<typeof CalculatePriceResponse>;
