import type { CreateUserRequest } from '@ssb/contract';
import { z } from 'zod/mini';
import { api, ApiError, routePath } from '../api/api-client';
import type { Profile, ProfileOwner } from './profile-schema';

/**
 * docs/product.md §3 Pending user address: what the sign-up form collected, kept in localStorage until
 * the account's profile is stored (docs/product.md §4 Profile creation). It also records the e-mail it
 * was entered for, so that it is only ever used for that account.
 *
 * Only sign-up and the first sign-in of an account without a profile need this module, so
 * it is loaded on demand rather than with every route.
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

export function savePendingUserAddress(address: PendingUserAddress, storage: Storage | undefined = globalThis.localStorage): void {
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

const sameEmail = (a: string, b: string | null) => b !== null && a.trim().toLowerCase() === b.trim().toLowerCase();

/** POST /api/users: the body that creates `owner`'s profile from its pending address (or empty fields). */
function createProfileRequest(owner: ProfileOwner, pending: PendingUserAddress | null): CreateUserRequest {
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

/** What creating a profile needs of profile.ts, handed in by it (profile.ts loads this module on demand). */
export interface ProfileReader {
  /** Reads the profile out of the API's `{ user }` answer. */
  parse: (body: unknown) => Profile;
  /** GET /users/profile. */
  read: () => Promise<Profile | null>;
}

/**
 * Creates `owner`'s profile (POST /api/users; the server makes it type USER with no school)
 * from the pending address entered for it, or with empty fields. Idempotent: if another
 * request created it first (409), the stored one is read back. The pending address is
 * forgotten once it is stored.
 */
export async function createOwnProfile(owner: ProfileOwner, reader: ProfileReader): Promise<Profile | null> {
  const stored = readPendingUserAddress();
  const pending = stored && sameEmail(stored.email, owner.email) ? stored : null;
  try {
    const created = reader.parse(await api.post(routePath('POST /users'), createProfileRequest(owner, pending)));
    if (pending) clearPendingUserAddress();
    return created;
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 409)) throw error;
    if (pending) clearPendingUserAddress();
    return reader.read();
  }
}
