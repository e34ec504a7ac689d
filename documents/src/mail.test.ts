import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { collections, MAIL_RETENTION_DAYS, mailTimes, type MailDoc } from './index';

const { converter } = collections.mail;
const createdAt = Timestamp.fromMillis(Date.UTC(2026, 7, 1, 12));
const mail: MailDoc = {
  to: 'pat@example.com',
  message: { subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' },
  kind: 'ready',
  orderIds: ['ord-1'],
  ...mailTimes(createdAt),
};

describe('mailTimes', () => {
  it('when an e-mail is written, then it expires MAIL_RETENTION_DAYS (90) later, to the millisecond', () => {
    expect(MAIL_RETENTION_DAYS).toBe(90);
    expect(mailTimes(createdAt)).toEqual({ createdAt, expireAt: Timestamp.fromMillis(Date.UTC(2026, 9, 30, 12)) });
  });
});

describe('the mail converter', () => {
  it('when a writer leaves out expireAt, then the write is refused: every e-mail document expires', () => {
    const { expireAt: _, ...withoutExpiry } = mail;
    expect(() => converter.toFirestore(withoutExpiry as MailDoc)).toThrow(/expireAt/);
    expect(converter.toFirestore(mail)).toMatchObject({ expireAt: mail.expireAt });
  });
});
