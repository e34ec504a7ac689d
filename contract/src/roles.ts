// Kept free of zod: the app shell reads roles on every route.
import type { UserType } from './enums';

/** What a signed-in person may do, derived from the stored user (docs/product.md §6). */
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
