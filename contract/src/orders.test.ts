import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { checkoutMessages } from './checkout-rules';
import { MAX_CHECKOUT_BOXES } from './limits';
import { BoxesCheckoutRequest } from './orders';

const box = { supplyListId: 'list-1', studentFirstName: 'Noah', studentLastName: 'Lee' };
const boxes = (n: number) => Array.from({ length: n }, () => box);
const firstIssue = (value: unknown) => z.safeParse(BoxesCheckoutRequest, value).error?.issues[0]?.message;

describe('BoxesCheckoutRequest', () => {
  it('when a checkout holds 1 to 10 boxes, then it is well formed', () => {
    for (const n of [1, MAX_CHECKOUT_BOXES]) expect(z.safeParse(BoxesCheckoutRequest, { email: 'a@b.co', phone: '1', boxes: boxes(n) }).success).toBe(true);
  });

  it('when it holds no box or more than 10, then it is refused with the reason', () => {
    expect(firstIssue({ boxes: [] })).toBe(checkoutMessages.boxCount({ max: MAX_CHECKOUT_BOXES }));
    expect(firstIssue({ boxes: boxes(MAX_CHECKOUT_BOXES + 1) })).toBe(checkoutMessages.boxCount({ max: MAX_CHECKOUT_BOXES }));
  });

  it('when a box names no list, then it is refused; missing student names are left to the spec’s rules', () => {
    expect(z.safeParse(BoxesCheckoutRequest, { boxes: [{ supplyListId: '../x' }] }).success).toBe(false);
    expect(z.parse(BoxesCheckoutRequest, { userId: 'u1', boxes: [{ supplyListId: 'list-1' }] }).boxes).toEqual([
      { supplyListId: 'list-1', studentFirstName: '', studentLastName: '' },
    ]);
  });
});
