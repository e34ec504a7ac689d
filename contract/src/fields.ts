import { z } from 'zod/mini';
import { defineTexts } from './i18n/texts';
import { EMAIL_MAX_LENGTH } from './limits';
import en from './locales/fields.en';
import { formMessages } from './messages';
import { isValidEmail, isWellFormedText } from './text';

// zod/mini: tree-shakable, so the web forms import these schemas without zod's whole API;
// the server validates with the very same schemas. Every message is a function, so a schema
// built once when its module loads speaks the language of each parse (the request's, the page's).

/** What a text field or an id is checked for, in the current language. */
export const fieldMessages = defineTexts('contract.fields', en, { es: () => import('./locales/fields.es') });

const atMost = (max: number) => z.maxLength(max, { error: () => fieldMessages.tooLong({ max }) });
const wellFormed = () => z.refine<string>(isWellFormedText, { error: () => fieldMessages.invalidText });

/** Every text field of every payload: trimmed, bounded, and encodable as UTF-8. */
export const text = (max: number) => z.string().check(z.trim(), atMost(max), wellFormed());

/** A text field that may be left out, and is then empty. */
export const optionalText = (max: number) => z._default(text(max), '');

/** A text field a form requires: the first rule it breaks is the one reported. */
export const requiredText = (max: number, requiredMessage: () => string) =>
  z.string().check(z.trim(), z.minLength(1, { error: requiredMessage, abort: true }), atMost(max), wellFormed());

/** Firestore document ids as this API makes them: no "/", nothing a path could misread. */
export const id = z.string().check(z.minLength(1), z.maxLength(128), z.regex(/^[A-Za-z0-9_-]+$/, { error: () => fieldMessages.invalidId }));

/** An e-mail a form requires: trimmed, then the first rule it breaks is the one reported (a request without it: the same message). */
export const requiredEmail = (requiredMessage: () => string) =>
  z
    .string({ error: requiredMessage })
    .check(
      z.trim(),
      z.minLength(1, { error: requiredMessage, abort: true }),
      z.refine(isValidEmail, { error: () => formMessages.invalidEmail, abort: true }),
      z.maxLength(EMAIL_MAX_LENGTH),
    );
