import { beforeAll, describe, expect, it } from 'vitest';
import { loadLanguages } from '../language';
import { htmlText } from '../test/html-text';
import { renderReminderConfirmationMail, type ReminderConfirmationMail } from './reminder-confirmation';

const CONFIRM = 'https://shop.example.com/api/schools/school-1/reminders/confirm?recipient=abc&expires=1&token=t0k';

const confirmation = (changes: Partial<ReminderConfirmationMail> = {}): ReminderConfirmationMail => ({
  school: 'Lincoln Elementary',
  closesOn: '2026-08-31',
  confirmUrl: CONFIRM,
  linkDays: 7,
  locale: 'en',
  ...changes,
});

describe('renderReminderConfirmationMail', () => {
  it('asks to confirm what was asked, for which school, with a button to the link, in both parts', () => {
    const mail = renderReminderConfirmationMail(confirmation());
    expect(mail.subject).toBe('Confirm your reminders for Lincoln Elementary');
    for (const part of [mail.text, htmlText(mail.html)]) {
      expect(part).toContain('e-mail this address 7 days and 1 day before ordering closes at Lincoln Elementary on August 31, 2026.');
      expect(part).toContain('Ordering closes on August 31, 2026');
      expect(part).toContain('If you did not ask, ignore this e-mail: nothing more will be sent, and the link stops working in 7 days.');
    }
    expect(mail.text).toContain(`Confirm reminders: ${CONFIRM}`);
    expect(mail.html).toContain(`href="${CONFIRM.replaceAll('&', '&amp;')}"`);
    expect(mail.text).not.toMatch(/unsubscribe/i);
  });

  it('escapes the school’s name in the HTML and keeps the subject on one line', () => {
    const mail = renderReminderConfirmationMail(confirmation({ school: '<b>St. Mary’s</b>\r\nBcc: x@example.com' }));
    expect(mail.html).not.toContain('<b>St.');
    expect(mail.subject).toBe('Confirm your reminders for <b>St. Mary’s</b> Bcc: x@example.com');
  });
});

describe('renderReminderConfirmationMail in Spanish', () => {
  beforeAll(loadLanguages);

  it('is all Spanish, the date as Spanish writes it', () => {
    const mail = renderReminderConfirmationMail(confirmation({ locale: 'es' }));
    expect(mail.subject).toBe('Confirme sus recordatorios para Lincoln Elementary');
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.text).toContain('antes de que cierren los pedidos en Lincoln Elementary el 31 de agosto de 2026.');
    expect(mail.text).toContain(`Confirmar los recordatorios: ${CONFIRM}`);
    expect(mail.text).not.toMatch(/Confirm reminders|ignore this/);
  });
});
