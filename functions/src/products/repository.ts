import type { Timestamp } from 'firebase-admin/firestore';
import type { ProductType } from '@ssb/contract';
import { db } from '../lib/firebase';

/** A products document. Money is integer cents; `supplyListCount` moves with list edits. */
export interface ProductDoc {
  name: string;
  /** Lower-cased name for prefix search. */
  nameKey: string;
  description: string;
  priceCents: number | null;
  productType: ProductType;
  supplyListCount: number;
  createdAt: Timestamp;
}

export const productsCollection = () => db().collection('products');

/** Reads exactly the named products (one read each), keyed by id; unknown ids are absent. */
export async function productsByIds(ids: string[]): Promise<Map<string, ProductDoc>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const snaps = await db().getAll(...unique.map((id) => productsCollection().doc(id)));
  return new Map(snaps.filter((s) => s.exists).map((s) => [s.id, s.data() as ProductDoc]));
}

/** Firestore has no substring search: names match by prefix on the lower-cased key. */
export function prefixRange(text: string): [string, string] {
  const key = text.trim().toLowerCase();
  return [key, `${key}\uf8ff`];
}
