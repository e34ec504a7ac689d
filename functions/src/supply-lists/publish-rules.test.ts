import { describe, expect, it } from 'vitest';
import { MIN_CHARGE_CENTS, publishMessages } from '@ssb/contract';
import { priceProblem, publishProblem } from './publish-rules';

const tooCheap = 'A published list must cost at least $0.50: set its price first.';

describe('publishProblem', () => {
  it('when the list has no products, then it cannot be published, whatever its price', () => {
    expect(publishProblem(0, 0)).toBe(publishMessages.empty);
    expect(publishProblem(0, 5000)).toBe(publishMessages.empty);
  });

  it('when the list costs less than the smallest charge, then it cannot be published', () => {
    expect(publishProblem(3, 0)).toBe(tooCheap);
    expect(publishProblem(3, MIN_CHARGE_CENTS - 1)).toBe(tooCheap);
  });

  it('when the list has products and a chargeable price, then it can be published', () => {
    expect(publishProblem(1, MIN_CHARGE_CENTS)).toBeNull();
    expect(publishProblem(12, 4599)).toBeNull();
  });
});

describe('priceProblem', () => {
  it('when the list is a draft, then any price is fine, zero included', () => {
    expect(priceProblem(false, 0)).toBeNull();
    expect(priceProblem(false, 49)).toBeNull();
  });

  it('when the list is published, then its price must stay chargeable', () => {
    expect(priceProblem(true, 49)).toBe(tooCheap);
    expect(priceProblem(true, 50)).toBeNull();
  });
});
