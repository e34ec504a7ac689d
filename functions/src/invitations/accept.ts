import { Timestamp } from 'firebase-admin/firestore';
import { emailKey, roleOf } from '@ssb/contract';
import type { Caller } from '../http/authenticate';
import { writeUser } from '../users/change-role-or-school';
import type { UserDoc } from '../users/repository';
import { invitationsCollection, isLive } from './repository';

/** More invitations of one address than administrators ever send. */
const MAX_OF_ONE_ADDRESS = 20;

/** The invitation was withdrawn, or taken by a request beside this one, after it was read. */
class InvitationGone extends Error {}

/**
 * The role an invitation holds goes to the account that proves its address: the caller's ID
 * token says the address is verified (DESIGN §7), and the caller is a parent with a profile
 * (an administrator keeps its role, a representative its school). Run where the web app goes
 * after sign-in, sign-up and e-mail verification: reading its own profile (GET /users/profile),
 * creating it (POST /users) and recording the verification (PUT /users/{own id}). So it is
 * applied from the first of those the verified owner makes, and only once: the newest live
 * invitation of the address makes it a representative of that school exactly as an
 * administrator's add does (`writeUser`: the profile, the school's count and the role claims),
 * and every invitation of the address is deleted in the same transaction. A request that finds
 * it withdrawn or taken meanwhile changes nothing. Answers the profile as it now is, or null
 * when nothing was waiting.
 */
export async function acceptInvitation(caller: Caller): Promise<UserDoc | null> {
  if (!caller.emailVerified || !caller.email || !caller.user || roleOf(caller.user) !== 'parent') return null;
  const { docs } = await invitationsCollection().where('emailKey', '==', emailKey(caller.email)).limit(MAX_OF_ONE_ADDRESS).get();
  const now = Timestamp.now();
  const [newest] = docs.filter((d) => isLive(d.data(), now)).sort((a, b) => b.data().invitedAt.toMillis() - a.data().invitedAt.toMillis());
  if (!newest) return null;
  try {
    return await writeUser(caller.uid, {
      role: { schoolId: newest.data().schoolId },
      check: (current) => {
        if (roleOf(current) !== 'parent') throw new InvitationGone();
      },
      alongside: async (tx) => {
        if (!(await tx.get(newest.ref)).exists) throw new InvitationGone();
        return () => docs.forEach((d) => tx.delete(d.ref));
      },
    });
  } catch (err) {
    if (err instanceof InvitationGone) return null;
    throw err;
  }
}
