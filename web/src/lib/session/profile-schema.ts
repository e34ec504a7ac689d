import { UserResponse, type User } from '@ssb/contract';

/** GET /api/users/profile → `{ user }`: the signed-in account's own profile, in the contract's shape. */
export const profileResponseSchema = UserResponse;
export type Profile = User;

/** The signed-in account a profile belongs to. */
export interface ProfileOwner {
  uid: string;
  email: string | null;
}
