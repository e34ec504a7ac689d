import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreateUserRequest, User } from '@ssb/contract';
import { z } from 'zod/mini';
import { api, ApiError } from './api-client';

/**
 * GET /api/users/profile → `{ user }`: the signed-in account's own profile.
 *
 * The API answers with the contract's `User`; the app shell reads the part it needs with
 * zod/mini, which keeps zod's full API (~16 kB gzip) out of the bundle every route loads.
 */
export const profileSchema = z.object({
  id: z.string(),
  email: z.string(),
  type: z.enum(['ADMIN', 'USER', 'GUEST']),
  schoolId: z.nullish(z.string()),
  school: z.nullish(z.object({ name: z.string() })),
  firstName: z.nullish(z.string()),
  lastName: z.nullish(z.string()),
  phone: z.nullish(z.string()),
  line1: z.nullish(z.string()),
  line2: z.nullish(z.string()),
  city: z.nullish(z.string()),
  state: z.nullish(z.string()),
  zipCode: z.nullish(z.string()),
  fullAddress: z.nullish(z.string()),
  emailVerified: z.boolean(),
  emailVerificationLinkSentAt: z.nullish(z.string()),
});
export type Profile = z.infer<typeof profileSchema>;

type Assert<T extends true> = T;
/** Compile-time check that every contract `User` is a valid `Profile`. */
export type ContractUserIsAProfile = Assert<User extends Profile ? true : false>;

export const profileResponseSchema = z.object({ user: profileSchema });

/** The profile, or null when the account has none yet (404). */
export async function getProfile(): Promise<Profile | null> {
  try {
    return profileResponseSchema.parse(await api.get('/users/profile')).user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * Spec §3 Pending user address: what the sign-up form collected, kept in localStorage until
 * the account's profile is stored (spec §4 Profile creation). It also records the e-mail it
 * was entered for, so that it is only ever used for that account.
 */
export interface PendingUserAddress {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  line1: string;
  line2: string;
  city: string;
  state: string;
  zipCode: string;
}

export const PENDING_USER_ADDRESS_STORAGE_KEY = 'ssb.pendingUserAddress';

const pendingUserAddressSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
});

export function savePendingUserAddress(
  address: PendingUserAddress,
  storage: Storage | undefined = globalThis.localStorage,
): void {
  try {
    storage?.setItem(PENDING_USER_ADDRESS_STORAGE_KEY, JSON.stringify(address));
  } catch {
    // storage unavailable: the profile is then created with empty fields, editable later
  }
}

export function readPendingUserAddress(storage: Storage | undefined = globalThis.localStorage): PendingUserAddress | null {
  try {
    const raw = storage?.getItem(PENDING_USER_ADDRESS_STORAGE_KEY);
    if (!raw) return null;
    const parsed = pendingUserAddressSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function clearPendingUserAddress(storage: Storage | undefined = globalThis.localStorage): void {
  try {
    storage?.removeItem(PENDING_USER_ADDRESS_STORAGE_KEY);
  } catch {
    // storage unavailable: nothing was saved
  }
}

/** The signed-in account a profile belongs to. */
export interface ProfileOwner {
  uid: string;
  email: string | null;
}

const sameEmail = (a: string, b: string | null) => b !== null && a.trim().toLowerCase() === b.trim().toLowerCase();

/** The pending address when it was entered for `owner`, else null. */
function pendingAddressOf(owner: ProfileOwner): PendingUserAddress | null {
  const pending = readPendingUserAddress();
  return pending && sameEmail(pending.email, owner.email) ? pending : null;
}

/** POST /api/users: the body that creates `owner`'s profile from its pending address (or empty fields). */
export function createProfileRequest(owner: ProfileOwner, pending: PendingUserAddress | null): CreateUserRequest {
  return {
    authId: owner.uid,
    email: owner.email ?? '',
    type: 'USER',
    firstName: pending?.firstName ?? '',
    lastName: pending?.lastName ?? '',
    phone: pending?.phone ?? '',
    line1: pending?.line1 ?? '',
    line2: pending?.line2 ?? '',
    city: pending?.city ?? '',
    state: pending?.state ?? '',
    zipCode: pending?.zipCode ?? '',
  };
}

/**
 * Spec §4 Profile creation: the account's profile, created as type USER from the pending
 * address when the account has none yet. Idempotent: if another request created it first
 * (409), the stored one is read back. The pending address is forgotten once it is stored.
 */
export async function getOrCreateProfile(owner: ProfileOwner): Promise<Profile | null> {
  const existing = await getProfile();
  const pending = pendingAddressOf(owner);
  if (existing) {
    if (pending) clearPendingUserAddress();
    return existing;
  }

  try {
    const created = profileResponseSchema.parse(await api.post('/users', createProfileRequest(owner, pending))).user;
    if (pending) clearPendingUserAddress();
    return created;
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 409)) throw error;
    if (pending) clearPendingUserAddress();
    return getProfile();
  }
}

export const profileQueryKey = (uid: string | null) => ['profile', uid] as const;

/** The signed-in account's profile (created on first use); idle while signed out (owner null). */
export function profileQueryOptions(owner: ProfileOwner | null) {
  return queryOptions({
    queryKey: profileQueryKey(owner?.uid ?? null),
    queryFn: () => (owner ? getOrCreateProfile(owner) : null),
    enabled: owner !== null,
    staleTime: 5 * 60_000,
  });
}

/** The profile of the signed-in account `owner`; idle while signed out (owner null). */
export function useProfile(owner: ProfileOwner | null) {
  return useQuery(profileQueryOptions(owner));
}
