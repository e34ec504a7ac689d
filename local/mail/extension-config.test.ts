import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { collections } from '@ssb/documents';
import { EXTENSION_PARAMS_FILE, readExtensionConfig } from './extension-config';

describe('the Trigger Email extension’s parameters', () => {
  it('name the collection the functions write e-mails to, and a sender', () => {
    const config = readExtensionConfig();
    expect(config.mailCollection).toBe(collections.mail.name);
    expect(config.defaultFrom).toMatch(/^.+ <[^@\s]+@[^@\s]+\.[a-z]{2,}>$/);
  });

  it('keep the SMTP password out of the file: a secret in Secret Manager', () => {
    const params = readFileSync(EXTENSION_PARAMS_FILE, 'utf8');
    expect(params).toMatch(/^SMTP_PASSWORD=projects\/\$\{param:PROJECT_ID\}\/secrets\/[\w-]+\/versions\/latest$/m);
    expect(params).not.toMatch(/^SMTP_CONNECTION_URI=smtps?:\/\/[^@\s]*:[^@\s]*@/m);
  });

  it('are declared in firebase.json, at a pinned version of the official extension', () => {
    const config = JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8'));
    expect(config.extensions).toEqual({ 'firestore-send-email': expect.stringMatching(/^firebase\/firestore-send-email@\d+\.\d+\.\d+$/) });
  });
});
