import type { Auth } from 'firebase-admin/auth';
import { roleClaimsOf } from '@ssb/contract';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { buildSeedDocuments } from './build-documents';
import { DEMO_PASSWORD, demoAccounts } from './demo-data';

const MARKER = 'meta/seed';

async function ensureAccounts(auth: Auth): Promise<void> {
  for (const account of demoAccounts) {
    try {
      await auth.getUser(account.uid);
    } catch {
      await auth.createUser({
        uid: account.uid,
        email: account.email,
        password: DEMO_PASSWORD,
        emailVerified: true,
        displayName: `${account.firstName} ${account.lastName}`,
      });
    }
    // The roles firestore.rules read, as the functions set them for any account (users/claims.ts).
    await auth.setCustomUserClaims(account.uid, { ...roleClaimsOf(account) });
  }
}

/**
 * Seeds the demo accounts and data. Idempotent: accounts are created when missing, and the
 * data only into a database that was never seeded (a marker document records it).
 */
export async function seedDemoData(db: Firestore, auth: Auth, now = new Date()): Promise<{ seeded: boolean }> {
  await ensureAccounts(auth);
  const batch = db.batch();
  batch.create(db.doc(MARKER), { seededAt: FieldValue.serverTimestamp() });
  for (const { path, data } of buildSeedDocuments(now)) batch.set(db.doc(path), data);
  try {
    await batch.commit();
    return { seeded: true };
  } catch (err) {
    // ALREADY_EXISTS on the marker: this database was seeded before; leave its data alone.
    if ((err as { code?: number }).code === 6) return { seeded: false };
    throw err;
  }
}
