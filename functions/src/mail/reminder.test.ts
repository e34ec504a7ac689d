import { beforeAll, describe, expect, it } from 'vitest';
import { formatCalendarDay } from '@ssb/contract';
import { loadLanguages } from '../language';
import { htmlText } from '../test/html-text';
import { renderReminderMail, type ReminderMail } from './reminder';

const APP = 'https://shop.example.com';
const UNSUBSCRIBE = `${APP}/api/schools/school-1/reminders/unsubscribe?recipient=abc&token=t0k`;

const reminder = (changes: Partial<ReminderMail> = {}): ReminderMail => ({
  schoolId: 'school-1',
  school: 'Lincoln Elementary',
  closesOn: '2026-08-31',
  daysLeft: 7,
  unsubscribeUrl: UNSUBSCRIBE,
  locale: 'en',
  ...changes,
});

describe('renderReminderMail', () => {
  it('7 days before: the school, the last day to order and a button to the school in the shop, in both parts', () => {
    const mail = renderReminderMail(reminder(), APP);
    expect(mail.subject).toBe('7 days left to order school supplies for Lincoln Elementary');
    for (const part of [mail.text, htmlText(mail.html)]) {
      expect(part).toContain('The last day to order for Lincoln Elementary is August 31, 2026.');
      expect(part).toContain('Order by August 31, 2026');
    }
    expect(mail.text).toContain(`Order now: ${APP}/shop?school=school-1`);
    expect(mail.html).toContain(`href="${APP}/shop?school=school-1"`);
  });

  it('1 day before: tomorrow is the last day', () => {
    const mail = renderReminderMail(reminder({ daysLeft: 1, closesOn: '2026-08-25' }), APP);
    expect(mail.subject).toBe('Tomorrow is the last day to order school supplies for Lincoln Elementary');
    expect(mail.text).toContain('Tomorrow is the last day to order');
  });

  it('ends with why it was sent and the unsubscribe link, in both parts', () => {
    const mail = renderReminderMail(reminder(), APP);
    expect(mail.text).toMatch(
      /because you asked for it, and confirmed it, for Lincoln Elementary at School Supply Box\.\nUnsubscribe from these reminders: \S+token=t0k\n$/,
    );
    expect(mail.html).toContain(`href="${APP}/api/schools/school-1/reminders/unsubscribe?recipient=abc&amp;token=t0k"`);
  });

  it('escapes the school’s name in the HTML and keeps the subject on one line', () => {
    const mail = renderReminderMail(reminder({ school: '<b>St. Mary’s</b>\r\nBcc: x@example.com' }), APP);
    expect(mail.html).not.toContain('<b>St.');
    expect(mail.subject).toBe('7 days left to order school supplies for <b>St. Mary’s</b> Bcc: x@example.com');
  });
});

describe('renderReminderMail in the language the family asked in', () => {
  beforeAll(loadLanguages);

  it('7 days and 1 day before, in Spanish: subject, words and the date as Spanish writes it', () => {
    const lastDay = formatCalendarDay('2026-08-31', 'es');
    const mail = renderReminderMail(reminder({ locale: 'es' }), APP);
    expect(mail.subject).toBe('Quedan 7 días para pedir útiles escolares para Lincoln Elementary');
    expect(mail.html).toContain('<html lang="es">');
    for (const part of [mail.text, htmlText(mail.html)]) {
      expect(part).toContain(`El último día para hacer pedidos para Lincoln Elementary es el ${lastDay}.`);
      expect(part).toContain(`Haga su pedido antes del ${lastDay}`);
      expect(part).toContain('Cancelar la suscripción a estos recordatorios');
    }
    expect(lastDay).toBe('31 de agosto de 2026');
    expect(mail.text).toContain(`Hacer el pedido: ${APP}/shop?school=school-1&lang=es`);
    expect(mail.html).toContain(`href="${APP}/shop?school=school-1&amp;lang=es"`);
    expect(mail.text).not.toMatch(/Order now|Unsubscribe|days left/);

    const tomorrow = renderReminderMail(reminder({ locale: 'es', daysLeft: 1 }), APP);
    expect(tomorrow.subject).toBe('Mañana es el último día para pedir útiles escolares para Lincoln Elementary');
  });
});
