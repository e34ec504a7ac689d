import { describe, expect, it } from 'vitest';
import { checkoutMessages, checkoutProblem, orderLookupMessages, orderLookupProblem } from './checkout-rules';
import { GuestCheckoutRequest, OrderLookupRequest } from './orders';
import { UpdateUserRequest } from './users';
import { isValidEmail, isValidPhone, isWellFormedText, mailboxKey, phoneKey } from './text';

describe('text rules', () => {
  it('refuses lone UTF-16 surrogates, which have no UTF-8 form, and keeps pairs', () => {
    expect(isWellFormedText('\ud83d')).toBe(false);
    expect(isWellFormedText('x\ude00y')).toBe(false);
    expect(isWellFormedText('\ude00\ud83d')).toBe(false);
    expect(isWellFormedText('Zoë 😀 李')).toBe(true);
  });

  it('accepts addresses the payment provider accepts and refuses the ones it refuses', () => {
    for (const ok of ['sam.lee@example.com', 'a+b@school.k12.il.us', "o'neil@example.org"]) expect(isValidEmail(ok), ok).toBe(true);
    for (const bad of ['x@y', 'a b@c.test', 'a@@c.test', 'no-at.example.com', '@example.com', 'a@.com', 'a@example.c', `${'a'.repeat(250)}@b.com`]) {
      expect(isValidEmail(bad), bad).toBe(false);
    }
  });

  it('counts a phone by its digits: 7 to 15 of them', () => {
    expect(phoneKey('(217) 555-0188')).toBe('2175550188');
    expect(isValidPhone('(217) 555-0188')).toBe(true);
    expect(isValidPhone('+44 20 7946 0958')).toBe(true);
    for (const bad of ['call me', 'n/a', '', '555-01', '1234567890123456']) expect(isValidPhone(bad), bad).toBe(false);
  });

  it('folds an address to the mailbox it reaches: case, spaces and a +tag anywhere; for Gmail its dots and its second domain', () => {
    expect(mailboxKey(' Pat.Lee+School@Example.com ')).toBe('pat.lee@example.com');
    expect(mailboxKey('pat+1+2@example.com')).toBe('pat@example.com');
    for (const gmail of ['patlee@gmail.com', 'Pat.Lee@gmail.com', 'p.a.t.l.e.e+1@gmail.com', 'pat.lee+x@googlemail.com', 'PATLEE@GoogleMail.com']) {
      expect(mailboxKey(gmail), gmail).toBe('patlee@gmail.com');
    }
    // Dots count elsewhere: another provider may deliver pat.lee@ and patlee@ to two people.
    expect(mailboxKey('pat.lee@example.com')).not.toBe(mailboxKey('patlee@example.com'));
    expect(mailboxKey('pat@gmail.com.example.com')).toBe('pat@gmail.com.example.com');
  });

  it('keeps an address with no mailbox name to fold to as it is', () => {
    expect(mailboxKey('+tag@example.com')).toBe('+tag@example.com');
    expect(mailboxKey('...@gmail.com')).toBe('...@gmail.com');
    expect(mailboxKey('Not An Address')).toBe('not an address');
  });
});

describe('checkout and lookup rules', () => {
  const guest = { email: 'sam@example.com', phone: '(217) 555-0188', studentFirstName: 'Noah', studentLastName: 'Lee' };
  const rules = { guest: true, deliverToSchool: true };

  it('when the phone has no digits, then the checkout is refused for it', () => {
    expect(checkoutProblem({ ...guest, phone: 'call me' }, rules)).toEqual({ message: checkoutMessages.invalidPhone, fields: ['phone'] });
  });

  it('when the e-mail has no "@", then the spec message; when the provider would refuse it, the same message', () => {
    expect(checkoutProblem({ ...guest, email: 'sam.example.com' }, rules)?.message).toBe('Please enter a valid email address');
    expect(checkoutProblem({ ...guest, email: 'x@y' }, rules)?.message).toBe('Please enter a valid email address');
  });

  it('when both lookup fields are given but the phone has no digits, then the lookup is refused', () => {
    expect(orderLookupProblem({ email: 'sam@example.com', phone: 'n/a' })).toEqual({ message: checkoutMessages.invalidPhone, fields: ['phone'] });
    expect(orderLookupProblem({ email: '', phone: 'n/a' })).toEqual({ message: orderLookupMessages.bothRequired, fields: ['email'] });
    expect(orderLookupProblem({ email: 'sam@example.com', phone: '217-555-0188' })).toBeNull();
  });
});

describe('shared schemas', () => {
  it('refuse a lone surrogate in any text field', () => {
    const body = { email: 'a@b.co', phone: '2175550188', studentFirstName: 'N', studentLastName: 'L', supplyListId: 'list-1' };
    for (const field of ['email', 'phone', 'studentFirstName', 'studentLastName'] as const) {
      expect(GuestCheckoutRequest.safeParse({ ...body, [field]: 'x\ud83d' }).success, field).toBe(false);
    }
    expect(GuestCheckoutRequest.safeParse({ ...body, address: { line1: '\ud83d' } }).success).toBe(false);
    expect(OrderLookupRequest.safeParse({ email: '\ud83d', phone: '1' }).success).toBe(false);
    expect(UpdateUserRequest.safeParse({ firstName: '\udc00' }).success).toBe(false);
  });

  it('bound every date to years the product can mean', () => {
    expect(UpdateUserRequest.safeParse({ emailVerificationLinkSentAt: '0000-01-01T00:00:00Z' }).success).toBe(false);
    expect(UpdateUserRequest.safeParse({ emailVerificationLinkSentAt: '9999-12-31T23:59:59Z' }).success).toBe(false);
    expect(UpdateUserRequest.safeParse({ emailVerificationLinkSentAt: '2026-11-23T10:00:00Z' }).success).toBe(true);
  });
});
