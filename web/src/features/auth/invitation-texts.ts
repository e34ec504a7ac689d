import { defineTexts } from '@ssb/contract';
import en from './locales/invitation.en';

/** The invitation page's texts, apart from the sign-in screens' so that those do not carry them. */
export const INVITATION_TEXTS = defineTexts('authInvitation', en, { es: () => import('./locales/invitation.es') });
