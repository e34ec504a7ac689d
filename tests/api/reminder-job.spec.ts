import { expect, test } from '@playwright/test';
import { emailKey } from '@ssb/contract';
import { recipientIdOf } from '@ssb/documents';
import { expectJobMailCount, jobMailsOf, runMailJobs, setWindow } from '../support/mail-jobs';
import { createPrivateSchool } from '../support/school-data';
import { closeTestDb, testDb } from '../support/stack';

// The reminder job over a few thousand requests (issue's "exactly one e-mail each"): it pages
// through them (500 a page, in document id order), so it never holds or reads more than a page,
// and creates each e-mail under an id of the address, the school, the window and the reminder:
// a second run, or two runs at once, add nothing.

const REQUESTS = 3000;
let schoolId = '';

// Then they go: the local mail sender delivers some 25 e-mails a second, and the other specs'
// e-mails would wait behind thousands; every later run of the jobs would page through them too.
test.afterAll(async () => {
  const db = testDb();
  for (const collection of ['mail', 'reminderRequests']) {
    const { docs } = await db.collection(collection).where('schoolId', '==', schoolId).get();
    for (let start = 0; start < docs.length; start += 500) {
      const batch = db.batch();
      for (const doc of docs.slice(start, start + 500)) batch.delete(doc.ref);
      await batch.commit();
    }
  }
  await closeTestDb();
});

test('3,000 confirmed requests for a school whose window closes in 7 days: two runs at once write exactly one e-mail each; a third adds none', async () => {
  test.setTimeout(300_000);
  schoolId = await createPrivateSchool();
  await setWindow(schoolId, 7);
  const db = testDb();
  const addresses = Array.from({ length: REQUESTS }, (_, i) => `bulk-${i}-${schoolId}@example.com`);
  for (let start = 0; start < REQUESTS; start += 500) {
    const batch = db.batch();
    for (const email of addresses.slice(start, start + 500)) {
      const at = new Date();
      const step = { text: 'Yes, e-mail me.', at, clientAddress: '127.0.0.1' };
      batch.set(db.doc(`reminderRequests/${recipientIdOf(schoolId, email)}`), {
        schoolId,
        email,
        emailKey: emailKey(email),
        status: 'confirmed',
        consent: step,
        confirmation: { ...step, email },
        createdAt: at,
      });
    }
    await batch.commit();
  }

  // Two runs at once over the same requests, as two overlapping scheduled invocations would be.
  await Promise.all([runMailJobs(), runMailJobs()]);
  await expectJobMailCount(schoolId, 'closingReminder', REQUESTS);
  const mails = await jobMailsOf(schoolId, 'closingReminder');
  expect(new Set(mails.map((mail) => mail.to))).toEqual(new Set(addresses));

  await runMailJobs();
  await expectJobMailCount(schoolId, 'closingReminder', REQUESTS);
});
