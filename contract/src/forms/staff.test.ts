import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { staffMessages } from '../staff-rules';
import { formMessages } from '../messages';
import { InviteRepresentativeRequest, isDollarText, ProductForm } from './staff';

const form = { name: 'Ruler', description: '', price: '', productType: 'INDIVIDUAL', taxCode: 'txcd_99999999' };
const firstMessage = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) => result.error?.issues[0];

describe('isDollarText', () => {
  it('takes whole dollars and up to two decimals', () => {
    for (const value of ['0', '12', '12.', '12.5', '12.50', '.5', '999999.99']) expect(isDollarText(value), value).toBe(true);
  });

  it('refuses negatives, a third decimal, a million, exponents and what is not a number', () => {
    for (const value of ['-1', '1.234', '1000000', '1e3', 'abc', '.', '1,50', '', ' 1']) expect(isDollarText(value), value).toBe(false);
  });
});

describe('ProductForm', () => {
  it('when only a name is given, then the form is valid: description and price may stay empty', () => {
    expect(z.safeParse(ProductForm, form).success).toBe(true);
  });

  it('when the name is empty, then the name is required, first', () => {
    expect(firstMessage(z.safeParse(ProductForm, { ...form, name: '  ', price: '-1' }))).toMatchObject({
      path: ['name'],
      message: staffMessages.productNameRequired,
    });
  });

  it('when the price is not a dollar amount, then the price says so', () => {
    for (const price of ['-1', '1.234', 'abc'])
      expect(firstMessage(z.safeParse(ProductForm, { ...form, price }))).toMatchObject({ path: ['price'], message: staffMessages.priceInvalid });
    expect(z.safeParse(ProductForm, { ...form, price: ' 4.99 ' }).success).toBe(true);
  });

  it('when the type is not a product type, then it is refused', () => {
    expect(z.safeParse(ProductForm, { ...form, productType: 'BULK' }).success).toBe(false);
  });

  it('when the tax code is not txcd_ and 8 digits, then the tax code says so', () => {
    for (const taxCode of ['', 'txcd_1234567', 'txcd_123456789', 'TXCD_12345678', 'txcd_1234567x'])
      expect(firstMessage(z.safeParse(ProductForm, { ...form, taxCode })), taxCode).toMatchObject({ path: ['taxCode'], message: staffMessages.taxCodeInvalid });
    expect(z.safeParse(ProductForm, { ...form, taxCode: ' txcd_35010000 ' }).success).toBe(true);
  });
});

describe('InviteRepresentativeRequest', () => {
  it('takes an address, trimmed; an empty field is required first, and what is not an address is refused', () => {
    expect(z.parse(InviteRepresentativeRequest, { email: '  office@school.example.org ' })).toEqual({ email: 'office@school.example.org' });
    expect(firstMessage(z.safeParse(InviteRepresentativeRequest, { email: ' ' }))?.message).toBe(staffMessages.emailRequired);
    expect(firstMessage(z.safeParse(InviteRepresentativeRequest, { email: 'not-an-address' }))?.message).toBe(formMessages.invalidEmail);
  });
});
