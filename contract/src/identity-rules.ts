import { defineTexts } from './i18n/texts';
import en from './locales/identity.en';

// What the API answers when it ties an e-mail address to a person, or a role to a person
// (docs/decisions.md §1: a person is who Firebase Auth proves now, never what a profile says). Kept free
// of zod, like staff-rules.ts, so the admin screens can import it.

const IDENTITY_TEXTS = defineTexts('contract.identity', en, { es: () => import('./locales/identity.es') });

export const representativeMessages = IDENTITY_TEXTS.representative;

export const invitationMessages = IDENTITY_TEXTS.invitation;

export const roleMessages = IDENTITY_TEXTS.role;
