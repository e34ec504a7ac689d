import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { staffMessages } from '../staff-rules';
import { formMessages } from '../messages';
import { moneyMessages } from '../money-texts';
import { stockMessages } from '../stock-rules';
import { InviteRepresentativeRequest, isDollarText, ProductForm, productForm, PromotionCodeForm, ShippingForm, VoucherBatchForm } from './staff';

const noStock = { sku: '', supplierId: '', cost: '', packSize: '', stockOnHand: '', reorderPoint: '' };
const form = { name: 'Ruler', description: '', price: '', productType: 'INDIVIDUAL', taxCode: 'txcd_99999999', ...noStock };
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

  it('when a stock figure is negative or not whole, then it says so; left empty, it is none', () => {
    for (const stockOnHand of ['-1', '1.5', 'abc'])
      expect(firstMessage(z.safeParse(ProductForm, { ...form, stockOnHand })), stockOnHand).toMatchObject({
        path: ['stockOnHand'],
        message: stockMessages.countInvalid,
      });
    expect(z.safeParse(ProductForm, { ...form, stockOnHand: '40', reorderPoint: '0', packSize: '12', cost: '1.25' }).success).toBe(true);
  });

  it('when the stock shown is the stored one packing took below zero, then it is not refused; another negative is', () => {
    const stored = productForm('-3');
    expect(z.safeParse(stored, { ...form, stockOnHand: ' -3 ' }).success).toBe(true);
    for (const stockOnHand of ['-1', '-4', '-3.5'])
      expect(firstMessage(z.safeParse(stored, { ...form, stockOnHand })), stockOnHand).toMatchObject({
        path: ['stockOnHand'],
        message: stockMessages.countInvalid,
      });
    expect(firstMessage(z.safeParse(stored, { ...form, reorderPoint: '-3' }))).toMatchObject({ path: ['reorderPoint'], message: stockMessages.countInvalid });
    expect(z.safeParse(ProductForm, { ...form, stockOnHand: '-3' }).success).toBe(false);
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

describe('ShippingForm', () => {
  it('takes a fee of 0 or more and an empty or positive threshold', () => {
    expect(z.safeParse(ShippingForm, { homeDeliveryFee: '9', freeOver: '' }).success).toBe(true);
    expect(z.safeParse(ShippingForm, { homeDeliveryFee: '0', freeOver: '49.99' }).success).toBe(true);
    expect(firstMessage(z.safeParse(ShippingForm, { homeDeliveryFee: '', freeOver: '' }))).toMatchObject({
      path: ['homeDeliveryFee'],
      message: staffMessages.priceInvalid,
    });
    expect(firstMessage(z.safeParse(ShippingForm, { homeDeliveryFee: '9', freeOver: '0' }))).toMatchObject({
      path: ['freeOver'],
      message: moneyMessages.shipping.freeOverInvalid,
    });
  });
});

describe('PromotionCodeForm', () => {
  const code = { code: 'FALL10', kind: 'percent', value: '10', expiresOn: '', maxRedemptions: '', schoolId: '' } as const;

  it('takes a percentage or an amount, as its kind says', () => {
    expect(z.safeParse(PromotionCodeForm, code).success).toBe(true);
    expect(z.safeParse(PromotionCodeForm, { ...code, kind: 'amount', value: '5.50' }).success).toBe(true);
    expect(firstMessage(z.safeParse(PromotionCodeForm, { ...code, value: '101' }))).toMatchObject({
      path: ['value'],
      message: moneyMessages.codes.percentInvalid,
    });
    expect(firstMessage(z.safeParse(PromotionCodeForm, { ...code, kind: 'amount', value: '0' }))).toMatchObject({
      path: ['value'],
      message: moneyMessages.codes.amountInvalid,
    });
  });

  it('refuses a code of other characters, a day in the past and uses that are not a count', () => {
    expect(firstMessage(z.safeParse(PromotionCodeForm, { ...code, code: 'NO SPACE' }))).toMatchObject({
      path: ['code'],
      message: moneyMessages.codes.codeInvalid,
    });
    expect(firstMessage(z.safeParse(PromotionCodeForm, { ...code, expiresOn: '2020-01-01' }))).toMatchObject({
      path: ['expiresOn'],
      message: moneyMessages.codes.expiresOnPast,
    });
    expect(firstMessage(z.safeParse(PromotionCodeForm, { ...code, maxRedemptions: '0' }))).toMatchObject({ path: ['maxRedemptions'] });
  });
});

describe('VoucherBatchForm', () => {
  it('needs 1 to 500 codes, a percentage and a school', () => {
    expect(z.safeParse(VoucherBatchForm, { count: '500', percentOff: '100', schoolId: 's' }).success).toBe(true);
    expect(firstMessage(z.safeParse(VoucherBatchForm, { count: '501', percentOff: '100', schoolId: 's' }))).toMatchObject({ path: ['count'] });
    expect(firstMessage(z.safeParse(VoucherBatchForm, { count: '5', percentOff: '100', schoolId: '' }))).toMatchObject({
      path: ['schoolId'],
      message: moneyMessages.codes.schoolRequired,
    });
  });
});
