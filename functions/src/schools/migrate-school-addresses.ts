import { FieldPath, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { parseSchoolAddress, schoolFullAddress, schoolSearchTerms } from '@ssb/contract';
import { db } from '../lib/firebase';
import { schoolsCollection, type SchoolDoc } from './repository';

/** Schools read per page, those given their address in one transaction: one write each, inside Firestore's 500. */
const PAGE = 200;

/** A school left without an address, for an administrator to give it one in its dialog. */
export interface SchoolWithoutAddress {
  id: string;
  name: string;
  fullAddress: string;
}

export interface SchoolAddressesReport {
  /** How many schools were given their address. */
  migrated: number;
  /** Those still without one: their line does not read as an address, or they have none. */
  withoutAddress: SchoolWithoutAddress[];
}

/**
 * `npm run migrate:school-addresses`: gives every school stored before schools had addresses its
 * `address`, read from its `fullAddress` (parseSchoolAddress), and the line and search keys made
 * from it, a page of schools at a time by id, each page's in one transaction. A school that has
 * an address is left as it is, so it is safe to run again and while administrators edit schools.
 * Answers how many it gave one, and the schools still without one.
 */
export async function migrateSchoolAddresses(): Promise<SchoolAddressesReport> {
  const report: SchoolAddressesReport = { migrated: 0, withoutAddress: [] };
  let after: QueryDocumentSnapshot<SchoolDoc> | undefined;
  for (;;) {
    let page = schoolsCollection().orderBy(FieldPath.documentId()).limit(PAGE);
    if (after) page = page.startAfter(after);
    const schools = (await page.get()).docs;
    const old = schools.filter((snap) => !snap.data().address);
    for (const snap of old) {
      const { name, fullAddress } = snap.data();
      if (!parseSchoolAddress(fullAddress)) report.withoutAddress.push({ id: snap.id, name, fullAddress });
    }
    const readable = old.filter((snap) => parseSchoolAddress(snap.data().fullAddress));
    if (readable.length) report.migrated += await giveAddresses(readable.map((snap) => snap.id));
    if (schools.length < PAGE) return report;
    after = schools.at(-1);
  }
}

async function giveAddresses(schoolIds: string[]): Promise<number> {
  return db().runTransaction(async (tx) => {
    const schools = await Promise.all(schoolIds.map((id) => tx.get(schoolsCollection().doc(id))));
    let given = 0;
    for (const snap of schools) {
      const school = snap.data();
      const address = school && !school.address ? parseSchoolAddress(school.fullAddress) : null;
      if (!school || !address) continue;
      const fullAddress = schoolFullAddress(address);
      tx.update(snap.ref, { address, fullAddress, searchTerms: schoolSearchTerms({ name: school.name, fullAddress }) });
      given += 1;
    }
    return given;
  });
}
