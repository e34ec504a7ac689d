import { z } from 'zod/mini';

export const userTypes = ['ADMIN', 'USER', 'GUEST'] as const;
export const UserType = z.enum(userTypes);
export type UserType = z.infer<typeof UserType>;

export const productTypes = ['INDIVIDUAL', 'CLASSROOM', 'SCHOOL_WIDE'] as const;
export const ProductType = z.enum(productTypes);
export type ProductType = z.infer<typeof ProductType>;

export const orderStatuses = [
  'AWAITING_PAYMENT',
  'PAYMENT_SUCCESS',
  'PAYMENT_FAILED',
  'PREPARING',
  'COMPLETED',
  'CANCELLED',
] as const;
export const OrderStatus = z.enum(orderStatuses);
export type OrderStatus = z.infer<typeof OrderStatus>;

/** What a signed-in person may do, derived from the stored user (spec §6). */
export type Role = 'admin' | 'rep' | 'parent' | 'guest';

export function roleOf(user: { type: UserType; schoolId?: string | null }): Role {
  if (user.type === 'ADMIN') return 'admin';
  if (user.type === 'GUEST') return 'guest';
  return user.schoolId ? 'rep' : 'parent';
}

/** The custom claims an account's ID token carries for firestore.rules: its role, and a representative's school. */
export interface RoleClaims {
  role: Role;
  schoolId: string | null;
}

export function roleClaimsOf(user: { type: UserType; schoolId?: string | null }): RoleClaims {
  const role = roleOf(user);
  return { role, schoolId: role === 'rep' ? (user.schoolId ?? null) : null };
}
