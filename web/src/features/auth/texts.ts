import { defineTexts } from '@ssb/contract';
import en from './locales/en';

/**
 * The sign-in, password reset, sign-up and e-mail verification screens' texts (docs/product.md §2, §5);
 * components and tests share them. The fields' messages are the contract's `formMessages`, the
 * identity service's errors `AUTH_ERROR_TEXTS` (auth-errors.ts).
 */
export const AUTH_TEXTS = defineTexts('auth', en, { es: () => import('./locales/es') });
