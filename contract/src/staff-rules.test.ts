import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { dollars } from './staff';
import { canonicalTimeZone, isDollarAmount, listLocks } from './staff-rules';

describe('isDollarAmount', () => {
  it('takes 0 and up to two decimals under a million', () => {
    for (const value of [0, 0.01, 1, 12.5, 19.99, 999_999.99]) expect(isDollarAmount(value), String(value)).toBe(true);
  });

  it('refuses negatives, a third decimal, a million and more, and what is not a finite number', () => {
    for (const value of [-0.01, -1, 1.234, 0.001, 1_000_000, Number.NaN, Number.POSITIVE_INFINITY]) expect(isDollarAmount(value), String(value)).toBe(false);
  });

  it('is the rule of the contract’s dollars', () => {
    expect(z.safeParse(dollars, 12.34).success).toBe(true);
    expect(z.safeParse(dollars, 12.345).success).toBe(false);
  });
});

describe('canonicalTimeZone', () => {
  it('when a zone is spelled in any case or by an alias, then it is the zone’s one IANA name', () => {
    expect(canonicalTimeZone('aMeRiCa/NeW_yOrK')).toBe('America/New_York');
    expect(canonicalTimeZone('utc')).toBe('UTC');
    expect(canonicalTimeZone('Europe/Berlin')).toBe('Europe/Berlin');
  });

  it('when no zone has the name, then it is null', () => {
    expect(canonicalTimeZone('Mars/Olympus')).toBeNull();
    expect(canonicalTimeZone('')).toBeNull();
  });
});

describe('listLocks', () => {
  it('when a list is published and has an order, then its products are locked', () => {
    expect(listLocks({ published: true, orderCount: 1 }).productsLocked).toBe(true);
    expect(listLocks({ published: true, orderCount: 20 }).productsLocked).toBe(true);
  });

  it('when a list is a draft or has no order, then its products are free', () => {
    expect(listLocks({ published: true, orderCount: 0 }).productsLocked).toBe(false);
    expect(listLocks({ published: false, orderCount: 0 }).productsLocked).toBe(false);
    expect(listLocks({ published: false, orderCount: 3 }).productsLocked).toBe(false);
  });

  it('when a list has orders, published or not, then it cannot be deleted', () => {
    expect(listLocks({ published: false, orderCount: 1 }).deleteLocked).toBe(true);
    expect(listLocks({ published: true, orderCount: 0 }).deleteLocked).toBe(false);
  });

  it('when a list is published, with orders or not, then its optional marks are locked; a draft’s are free', () => {
    expect(listLocks({ published: true, orderCount: 0 }).optionalMarksLocked).toBe(true);
    expect(listLocks({ published: true, orderCount: 2 }).optionalMarksLocked).toBe(true);
    expect(listLocks({ published: false, orderCount: 0 }).optionalMarksLocked).toBe(false);
  });

  it('when a list is published, then its price is locked; a list without a count has no orders', () => {
    expect(listLocks({ published: true }).priceLocked).toBe(true);
    expect(listLocks({ published: false, orderCount: null })).toEqual({
      orders: 0,
      productsLocked: false,
      deleteLocked: false,
      priceLocked: false,
      optionalMarksLocked: false,
    });
  });
});
