import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect } from '@playwright/test';
import { addDays, todayIn } from '@ssb/contract';
import type { MailJobsReport } from '../../functions/src/public';
import { ROOT } from '../../local/stack/profiles';
import { testDb } from './stack';

const run = promisify(execFile);

/**
 * The scheduled mail jobs, run now against the test stack by the very command `npm run
 * reminders` is (`--profile e2e`, so the stack's ports with SSB_E2E_PORT_OFFSET): a process of
 * its own, as each scheduled run is an invocation of its own, so two at once are two processes
 * over one Firestore. Its report counts every school's messages, other tests' too.
 */
export async function runMailJobs(): Promise<MailJobsReport> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'local/jobs/mail-jobs-cli.ts', '--profile', 'e2e', '--json'], {
    cwd: ROOT,
    env: process.env,
  });
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as MailJobsReport;
}

/** A window open since `opened` days ago and closing `closes` days from today in `zone`, written straight into the school. */
export async function setWindow(schoolId: string, closes: number, { opened = 10, zone = 'America/Chicago' } = {}) {
  const today = todayIn(zone, new Date());
  await testDb()
    .doc(`schools/${schoolId}`)
    .update({ orderingOpensOn: addDays(today, -opened), orderingClosesOn: addDays(today, closes), timeZone: zone });
}

/** The scheduled e-mails of a kind written for one school, by recipient. */
export async function jobMailsOf(schoolId: string, kind: 'closingReminder' | 'dailyDigest') {
  const snap = await testDb().collection('mail').where('schoolId', '==', schoolId).where('kind', '==', kind).get();
  return snap.docs.map((doc) => ({
    id: doc.id,
    ...(doc.data() as { to: string; message: { subject: string; text: string; html: string }; headers?: Record<string, string> }),
  }));
}

export async function expectJobMailCount(schoolId: string, kind: 'closingReminder' | 'dailyDigest', count: number) {
  const counted = await testDb().collection('mail').where('schoolId', '==', schoolId).where('kind', '==', kind).count().get();
  expect(counted.data().count).toBe(count);
}
