import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { roleClaimsOf, type UserType } from '@ssb/contract';
import { notFound } from '../http/errors';
import { db } from '../lib/firebase';
import { schoolsCollection } from '../schools/repository';
import { applyRoleClaims, losesAccess } from './claims';
import { usersCollection, type UserDoc } from './repository';
import { API_TEXTS } from '../texts';

/** A change of what a user may do: its type, its school (null: none). Absent parts stay. */
export interface RoleChange {
  type?: UserType;
  schoolId?: string | null;
}

export interface UserWrite {
  role?: RoleChange;
  /** Other profile fields written in the same transaction, from the user as it is now. */
  fields?: (current: UserDoc) => Partial<UserDoc>;
  /** Refuses the write (by throwing) from the user as it is now: the use case's own rule. */
  check?: (current: UserDoc) => void;
  /**
   * The use case's own reads in the same transaction, before anything is written (they may
   * refuse by throwing); the writes they hand back are made with the user's.
   */
  alongside?: (tx: Transaction) => Promise<() => void>;
}

/**
 * The one function through which a user's `type` or `schoolId` changes: PUT /users/{id} by an
 * administrator, and adding or removing a school's representative. One transaction reads the
 * user, writes it, moves its `claimsVersion`, and moves the user counters of the school it
 * leaves and the school it joins, so a user belongs to at most one school and every count stays
 * right. The API reads the profile on every request, so the new rights hold from the user's
 * next request; the role claims the Firestore rules read are set before the change is answered
 * (and the refresh tokens of whoever lost a role revoked), or the change answers 503 and sending
 * it again sets them.
 */
export async function writeUser(userId: string, write: UserWrite): Promise<UserDoc> {
  const ref = usersCollection().doc(userId);
  const { type, schoolId } = write.role ?? {};
  const changesRole = type !== undefined || schoolId !== undefined;
  const { updated, lost } = await db().runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data();
    if (!current) throw notFound(API_TEXTS.notFound.user);
    write.check?.(current);
    const writeAlongside = await write.alongside?.(tx);
    const changes: Partial<UserDoc> = { ...write.fields?.(current), updatedAt: Timestamp.now() };
    if (type !== undefined) changes.type = type;
    if (schoolId !== undefined && schoolId !== current.schoolId) {
      await moveSchoolCount(tx, current.schoolId, schoolId);
      changes.schoolId = schoolId;
    }
    if (changesRole) changes.claimsVersion = (current.claimsVersion ?? 0) + 1;
    tx.update(ref, changes);
    writeAlongside?.();
    const next = { ...current, ...changes };
    return { updated: next, lost: losesAccess(roleClaimsOf(current), roleClaimsOf(next)) };
  });
  if (changesRole) await applyRoleClaims(userId, { lost });
  return updated;
}

/** Moves one user from one school's count to the other's; the school joined must exist. */
async function moveSchoolCount(tx: Transaction, from: string | null, to: string | null): Promise<void> {
  if (to !== null) {
    const school = await tx.get(schoolsCollection().doc(to));
    if (!school.exists) throw notFound(API_TEXTS.notFound.school);
    tx.update(school.ref, { userCount: FieldValue.increment(1) });
  }
  if (from) tx.update(schoolsCollection().doc(from), { userCount: FieldValue.increment(-1) });
}
