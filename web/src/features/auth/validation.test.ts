import { describe, expect, it } from 'vitest';
import { AUTH_TEXTS } from './texts';
import { validateResetEmail, validateSignIn, validateSignUp, type SignUpValues } from './validation';

const v = AUTH_TEXTS.validation;

describe('validateSignIn (spec §5 Sign-in)', () => {
  it('accepts an e-mail and a password of at least 6 characters', () => {
    expect(validateSignIn({ email: 'parent@example.com', password: 'secret' })).toEqual({});
  });

  it('requires both fields', () => {
    expect(validateSignIn({ email: '', password: '' })).toEqual({ email: v.emailRequired, password: v.passwordRequired });
    expect(validateSignIn({ email: '   ', password: 'secret' })).toEqual({ email: v.emailRequired });
  });

  it('needs a password of at least 6 characters', () => {
    expect(validateSignIn({ email: 'a@b.co', password: '12345' })).toEqual({ password: v.passwordTooShort });
    expect(validateSignIn({ email: 'a@b.co', password: '123456' })).toEqual({});
  });

  it('rejects something that is not an e-mail address', () => {
    expect(validateSignIn({ email: 'parent.example.com', password: 'secret' })).toEqual({ email: v.invalidEmail });
    expect(validateSignIn({ email: 'par ent@example.com', password: 'secret' })).toEqual({ email: v.invalidEmail });
    expect(validateSignIn({ email: ' parent@example.com ', password: 'secret' })).toEqual({});
  });
});

describe('validateResetEmail (spec §5 Password reset)', () => {
  it('asks for the e-mail first when it is empty', () => {
    expect(validateResetEmail('')).toBe('Please enter your email address first');
    expect(validateResetEmail('  ')).toBe('Please enter your email address first');
  });

  it('accepts an e-mail address and rejects anything else', () => {
    expect(validateResetEmail('parent@example.com')).toBeNull();
    expect(validateResetEmail('parent')).toBe(v.invalidEmail);
  });
});

describe('validateSignUp (spec §5 Sign-up)', () => {
  const complete: SignUpValues = {
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

  it('accepts a complete form, with address line 2 optional', () => {
    expect(validateSignUp(complete)).toEqual({});
    expect(validateSignUp({ ...complete, line2: 'Apt 2' })).toEqual({});
  });

  it('requires every other field', () => {
    const empty = Object.fromEntries(Object.keys(complete).map((key) => [key, ''])) as unknown as SignUpValues;
    expect(validateSignUp(empty)).toEqual({
      firstName: v.firstNameRequired,
      lastName: v.lastNameRequired,
      email: v.emailRequired,
      phone: v.phoneRequired,
      password: v.passwordRequired,
      line1: v.line1Required,
      city: v.cityRequired,
      state: v.stateRequired,
      zipCode: v.zipCodeRequired,
    });
  });

  it('treats blanks as missing', () => {
    expect(validateSignUp({ ...complete, city: '   ' })).toEqual({ city: v.cityRequired });
  });

  it('needs a password of at least 6 characters', () => {
    expect(validateSignUp({ ...complete, password: 'abc' })).toEqual({ password: v.passwordTooShort });
  });
});
