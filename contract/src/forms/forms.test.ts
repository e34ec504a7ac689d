import { describe, expect, it } from 'vitest';
import { loadLocale, setLocaleSource } from '../i18n/texts';
import { z } from 'zod/mini';
import { checkoutMessages } from '../checkout-rules';
import { PROFILE_MAX_LENGTH } from '../limits';
import { formMessages as m } from '../messages';
import { ProfileFields } from '../users';
import { PasswordResetForm, ProfileForm, SignInForm, SignUpForm } from './account';
import { checkoutForm } from './checkout';

/** What a form shows: the first message of each field, as Mantine's schemaResolver keeps it. */
function fieldErrors(schema: z.ZodMiniType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  const errors: Record<string, string> = {};
  for (const issue of result.success ? [] : result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

describe('SignInForm (docs/product.md §5 Sign-in)', () => {
  it('accepts an e-mail and a password of at least 6 characters', () => {
    expect(fieldErrors(SignInForm, { email: 'parent@example.com', password: 'secret' })).toEqual({});
  });

  it('requires both fields, blanks counting as missing', () => {
    expect(fieldErrors(SignInForm, { email: '', password: '' })).toEqual({ email: m.emailRequired, password: m.passwordRequired });
    expect(fieldErrors(SignInForm, { email: '   ', password: 'secret' })).toEqual({ email: m.emailRequired });
  });

  it('needs a password of at least 6 characters', () => {
    expect(fieldErrors(SignInForm, { email: 'a@b.co', password: '12345' })).toEqual({ password: m.passwordTooShort });
  });

  it('rejects what is not an e-mail address, and trims one that is', () => {
    expect(fieldErrors(SignInForm, { email: 'parent.example.com', password: 'secret' })).toEqual({ email: m.invalidEmail });
    expect(fieldErrors(SignInForm, { email: 'par ent@example.com', password: 'secret' })).toEqual({ email: m.invalidEmail });
    expect(SignInForm.parse({ email: ' parent@example.com ', password: 'secret' }).email).toBe('parent@example.com');
  });
});

describe('PasswordResetForm (docs/product.md §5 Password reset)', () => {
  it('asks for the e-mail first when it is empty, then for a real one', () => {
    expect(fieldErrors(PasswordResetForm, { email: '  ' })).toEqual({ email: 'Please enter your email address first' });
    expect(fieldErrors(PasswordResetForm, { email: 'parent' })).toEqual({ email: m.invalidEmail });
    expect(fieldErrors(PasswordResetForm, { email: 'parent@example.com' })).toEqual({});
  });
});

describe('SignUpForm and ProfileForm (docs/product.md §5 Sign-up)', () => {
  const complete = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phone: '(217) 555-0100',
    password: 'secret1',
    line1: '1 Main St',
    line2: '',
    city: 'Springfield',
    state: 'IL',
    zipCode: '62704',
  };

  it('accepts a complete form, address line 2 optional', () => {
    expect(fieldErrors(SignUpForm, complete)).toEqual({});
    expect(fieldErrors(SignUpForm, { ...complete, line2: 'Apt 2' })).toEqual({});
  });

  it('requires every other field, each with its message', () => {
    const empty = Object.fromEntries(Object.keys(complete).map((key) => [key, '']));
    expect(fieldErrors(SignUpForm, empty)).toEqual({
      firstName: m.firstNameRequired,
      lastName: m.lastNameRequired,
      email: m.emailRequired,
      phone: m.phoneRequired,
      password: m.passwordRequired,
      line1: m.line1Required,
      city: m.cityRequired,
      state: m.stateRequired,
      zipCode: m.zipCodeRequired,
    });
    expect(fieldErrors(ProfileForm, { ...complete, city: '   ' })).toEqual({ city: m.cityRequired });
  });

  it('trims every field, as the API stores them', () => {
    expect(ProfileForm.parse({ ...complete, firstName: ' Ada ', line2: ' ', zipCode: ' 62704 ' })).toMatchObject({
      firstName: 'Ada',
      line2: '',
      zipCode: '62704',
    });
  });

  it('bounds every field by the length the API keeps', () => {
    for (const [name, max] of Object.entries(PROFILE_MAX_LENGTH)) {
      const key = name as keyof typeof PROFILE_MAX_LENGTH;
      expect(ProfileFields.shape[key].safeParse('x'.repeat(max)).success, name).toBe(true);
      expect(ProfileFields.shape[key].safeParse('x'.repeat(max + 1)).success, name).toBe(false);
      expect(fieldErrors(ProfileForm, { ...complete, [key]: 'x'.repeat(max + 1) })[key], name).toBeDefined();
    }
  });
});

describe('checkoutForm (docs/product.md §5 checkout)', () => {
  const student = { studentFirstName: 'Ava', studentLastName: 'Lopez' };

  it('reports every rule broken, each on the fields it is about, in the order of docs/product.md §5', () => {
    const guest = checkoutForm({ guest: true, deliverToSchool: false });
    const errors = fieldErrors(guest, { email: '', phone: '', studentFirstName: '', studentLastName: '' });
    expect(errors).toEqual({
      email: checkoutMessages.contactRequired,
      phone: checkoutMessages.contactRequired,
      studentFirstName: checkoutMessages.studentRequired,
      studentLastName: checkoutMessages.studentRequired,
      'address.line1': checkoutMessages.addressRequired,
      'address.city': checkoutMessages.addressRequired,
      'address.state': checkoutMessages.addressRequired,
      'address.zipCode': checkoutMessages.addressRequired,
    });
    expect(Object.keys(errors)[0]).toBe('email');
    expect(
      fieldErrors(guest, {
        email: 'pat.example.com',
        phone: 'call me',
        ...student,
        address: { line1: '1 Elm', line2: '', city: 'Chatham', state: 'IL', zipCode: '62629' },
      }),
    ).toEqual({
      email: checkoutMessages.invalidEmail,
      phone: checkoutMessages.invalidPhone,
    });
    expect(
      fieldErrors(guest, { email: 'a@b.co', phone: '(217) 555-0100', ...student, address: { line1: '1 Elm', line2: '', city: '', state: 'IL', zipCode: '' } }),
    ).toEqual({
      'address.city': checkoutMessages.addressRequired,
      'address.zipCode': checkoutMessages.addressRequired,
    });
  });

  it('asks a signed-in parent for the student only when the school delivers', () => {
    expect(fieldErrors(checkoutForm({ guest: false, deliverToSchool: true }), student)).toEqual({});
  });
});

describe('the language of a message', () => {
  it('is the one current when a value is checked, not when the schema was built', async () => {
    await loadLocale('es');
    setLocaleSource(() => 'es');
    try {
      expect(fieldErrors(SignInForm, { email: '', password: '123' })).toEqual({
        email: 'Ingrese su correo electrónico',
        password: 'La contraseña debe tener al menos 6 caracteres',
      });
      expect(
        fieldErrors(checkoutForm({ guest: true, deliverToSchool: true }), {
          email: 'a@b.co',
          phone: '(217) 555-0100',
          studentFirstName: '',
          studentLastName: ' ',
        }),
      ).toEqual({
        studentFirstName: 'Se necesitan el nombre y el apellido del estudiante',
        studentLastName: 'Se necesitan el nombre y el apellido del estudiante',
      });
      expect(fieldErrors(ProfileForm, { firstName: 'x'.repeat(PROFILE_MAX_LENGTH.firstName + 1) }).firstName).toBe('debe tener como máximo 100 caracteres');
    } finally {
      setLocaleSource(() => 'en');
    }
    expect(fieldErrors(SignInForm, { email: '', password: '123' })).toEqual({ email: m.emailRequired, password: m.passwordTooShort });
  });
});
