import { describe, expect, it } from 'vitest';
import { loadLanguages } from '../language';
import { htmlText } from '../test/html-text';
import { renderInvitationMail, type InvitationMail } from './invitation';

const APP = 'https://shop.example.com';

const invitation = (changes: Partial<InvitationMail> = {}): InvitationMail => ({
  school: 'Lincoln Elementary',
  email: 'Office.Manager+pta@lincoln-elementary.example.org',
  expiresAt: new Date('2026-09-30T12:00:00Z'),
  locale: 'en',
  ...changes,
});

describe('renderInvitationMail', () => {
  it('names the school and the address, says until when, and leads to sign-up with the address filled in, in both parts', () => {
    const mail = renderInvitationMail(invitation(), APP);
    expect(mail.subject).toBe('You are invited to represent Lincoln Elementary on School Supply Box');
    for (const part of [mail.text, htmlText(mail.html)]) {
      expect(part).toContain('invited Office.Manager+pta@lincoln-elementary.example.org to be a representative of Lincoln Elementary');
      expect(part).toContain('The invitation is valid until September 30, 2026.');
      expect(part).toContain('Sign up with this e-mail address and verify it');
    }
    const url = `${APP}/signup?email=Office.Manager%2Bpta%40lincoln-elementary.example.org`;
    expect(mail.text).toContain(`Sign up: ${url}`);
    expect(mail.html).toContain(`href="${url}"`);
  });

  it('speaks Spanish when invited in Spanish, and the sign-up opens in it; names typed by people stay text', async () => {
    await loadLanguages();
    const mail = renderInvitationMail(invitation({ locale: 'es', school: '<b>Lincoln</b>' }), APP);
    expect(mail.subject).toBe('Le invitamos a ser representante escolar de <b>Lincoln</b> en School Supply Box');
    expect(mail.text).toContain('La invitación es válida hasta el 30 de septiembre de 2026.');
    expect(mail.text).toContain('&lang=es');
    expect(mail.html).not.toContain('<b>Lincoln</b>');
  });
});
