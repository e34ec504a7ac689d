import { describe, expect, it } from 'vitest';
import { giftAmounts, giftOf } from './gift-choice';

describe('giftOf', () => {
  it('when nothing is chosen, then no gift is sent', () => {
    expect(giftOf({ kind: 'none' }, 's1', 3431)).toEqual({ gift: null, problem: null });
  });

  it('when a whole box or half of one is chosen, then it is the list price or half of it, rounded down to the cent', () => {
    expect(giftAmounts(3431)).toEqual({ box: 34.31, half: 17.15 });
    expect(giftOf({ kind: 'half' }, 's1', 3431).gift).toEqual({ schoolId: 's1', amount: 17.15 });
    expect(giftOf({ kind: 'box' }, 's1', 3431).gift).toEqual({ schoolId: 's1', amount: 34.31 });
  });

  it('when an own amount is typed, then the contract says whether it may be given ($1 to $500, two decimals)', () => {
    expect(giftOf({ kind: 'own', typed: '$12.50' }, 's1', 3431).gift).toEqual({ schoolId: 's1', amount: 12.5 });
    for (const typed of ['0.99', '500.01', '12.345', '', 'ten']) {
      expect(giftOf({ kind: 'own', typed }, 's1', 3431)).toEqual({ gift: null, problem: 'A gift is $1 to $500, with at most two decimals' });
    }
  });
});
