import { describe, expect, it } from 'vitest';
import { loadLanguages } from '../language';
import { htmlText } from '../test/html-text';
import { renderInvitationMail, type InvitationMail } from './invitation';

const URL = 'https://shop.example.com/invitation?token=abcdefghijklmnopqrstuvwxyz012345';

const invitation = (changes: Partial<InvitationMail> = {}): InvitationMail => ({
  school: 'Lincoln Elementary',
  email: 'Office.Manager+pta@lincoln-elementary.example.org',
  expiresAt: new Date('2026-09-30T12:00:00Z'),
  locale: 'en',
  url: URL,
  ...changes,
});

describe('renderInvitationMail', () => {
  it('names the school and the address, says until when, and leads to the invitation’s one-time link, in both parts', () => {
    const mail = renderInvitationMail(invitation());
    expect(mail.subject).toBe('You are invited to represent Lincoln Elementary on School Supply Box');
    for (const part of [mail.text, htmlText(mail.html)]) {
      expect(part).toContain('invited Office.Manager+pta@lincoln-elementary.example.org to be a representative of Lincoln Elementary');
      expect(part).toContain('The invitation is valid until September 30, 2026.');
      expect(part).toContain('Open the invitation and choose a password');
      expect(part).not.toMatch(/verif|sign up/i);
    }
    expect(mail.text).toContain(`Accept the invitation: ${URL}`);
    expect(mail.html).toContain(`href="${URL}"`);
  });

  it('speaks Spanish when invited in Spanish; names typed by people stay text', async () => {
    await loadLanguages();
    const mail = renderInvitationMail(invitation({ locale: 'es', school: '<b>Lincoln</b>', url: `${URL}&lang=es` }));
    expect(mail.subject).toBe('Le invitamos a ser representante escolar de <b>Lincoln</b> en School Supply Box');
    expect(mail.text).toContain('La invitación es válida hasta el 30 de septiembre de 2026.');
    expect(mail.text).toContain(`Aceptar la invitación: ${URL}&lang=es`);
    expect(mail.html).not.toContain('<b>Lincoln</b>');
  });
});
