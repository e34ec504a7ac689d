import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { NAME_MAX_LENGTH, staffMessages } from '../staff-rules';
import { SupplyListForm } from './supply-list';

const problems = (values: unknown) => {
  const result = z.safeParse(SupplyListForm, values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('SupplyListForm (docs/product.md §2 Create/Edit list dialog)', () => {
  it('requires a name within the maximum, as the API does', () => {
    expect(problems({ name: '  ', totalPrice: '' })).toEqual({ name: staffMessages.listNameRequired });
    expect(problems({ name: 'x'.repeat(NAME_MAX_LENGTH + 1), totalPrice: '' }).name).toMatch(/at most/);
    expect(problems({ name: '3rd Grade', totalPrice: '' })).toEqual({});
  });

  it('takes an empty price (auto-calculate) or dollars with two decimals at most', () => {
    expect(problems({ name: 'K', totalPrice: 12.5 })).toEqual({});
    for (const totalPrice of [-1, 1.234, 1_000_000, '12'])
      expect(problems({ name: 'K', totalPrice }), String(totalPrice)).toEqual({ totalPrice: staffMessages.priceInvalid });
  });
});
