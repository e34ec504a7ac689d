import { z } from 'zod/mini';
import { EMAIL_MAX_LENGTH } from './limits';
import { formMessages } from './messages';
import { invalidTextMessage, isValidEmail, isWellFormedText } from './text';

// zod/mini: tree-shakable, so the web forms import these schemas without zod's whole API;
// the server validates with the very same schemas.

/** Every text field of every payload: trimmed, bounded, and encodable as UTF-8. */
export const text = (max: number) =>
  z.string().check(z.trim(), z.maxLength(max, `must be at most ${max} characters`), z.refine(isWellFormedText, invalidTextMessage));

/** A text field that may be left out, and is then empty. */
export const optionalText = (max: number) => z._default(text(max), '');

/** A text field a form requires: the first rule it breaks is the one reported. */
export const requiredText = (max: number, requiredMessage: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { message: requiredMessage, abort: true }),
      z.maxLength(max, `must be at most ${max} characters`),
      z.refine(isWellFormedText, invalidTextMessage),
    );

/** Firestore document ids as this API makes them: no "/", nothing a path could misread. */
export const id = z.string().check(z.minLength(1), z.maxLength(128), z.regex(/^[A-Za-z0-9_-]+$/, 'Invalid id'));

/** An e-mail a form requires: trimmed, then the first rule it breaks is the one reported (a request without it: the same message). */
export const requiredEmail = (requiredMessage: string) =>
  z
    .string(requiredMessage)
    .check(
      z.trim(),
      z.minLength(1, { message: requiredMessage, abort: true }),
      z.refine(isValidEmail, { message: formMessages.invalidEmail, abort: true }),
      z.maxLength(EMAIL_MAX_LENGTH),
    );
