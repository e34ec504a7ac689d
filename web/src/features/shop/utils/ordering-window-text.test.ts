import { describe, expect, it } from 'vitest';
import { orderingWindowText } from './ordering-window-text';

describe('orderingWindowText', () => {
  it('says nothing for a school that sells all year', () => {
    expect(orderingWindowText({ phase: 'always' })).toBeNull();
  });

  it('names the closing day while more than a week is left', () => {
    expect(orderingWindowText({ phase: 'open', closesOn: '2026-08-31', daysLeft: 7 })).toEqual({ text: 'Order by August 31, 2026', tone: 'open' });
    expect(orderingWindowText({ phase: 'open', closesOn: '2026-08-31', daysLeft: 30 })?.text).toBe('Order by August 31, 2026');
  });

  it('counts the days down in the last 7 days, and says "today" on the closing day', () => {
    expect(orderingWindowText({ phase: 'open', closesOn: '2026-08-31', daysLeft: 6 })).toEqual({ text: 'Orders close in 6 days', tone: 'closing' });
    expect(orderingWindowText({ phase: 'open', closesOn: '2026-08-31', daysLeft: 3 })?.text).toBe('Orders close in 3 days');
    expect(orderingWindowText({ phase: 'open', closesOn: '2026-08-31', daysLeft: 1 })?.text).toBe('Orders close in 1 day');
    expect(orderingWindowText({ phase: 'open', closesOn: '2026-08-31', daysLeft: 0 })?.text).toBe('Orders close today');
  });

  it('says when ordering opens, and when it closed', () => {
    expect(orderingWindowText({ phase: 'before', opensOn: '2026-08-01' })).toEqual({ text: 'Ordering opens on August 1, 2026', tone: 'before' });
    expect(orderingWindowText({ phase: 'after', closesOn: '2026-08-31' })).toEqual({ text: 'Ordering closed on August 31, 2026', tone: 'after' });
    expect(orderingWindowText({ phase: 'after', closesOn: '2026-08-31' }, null)?.tone).toBe('after');
  });

  it('after the window, a school taking late orders says their terms instead of the date', () => {
    expect(orderingWindowText({ phase: 'after', closesOn: '2026-08-31' }, { fee: 7.5, homeDeliveryOnly: false })).toEqual({
      text: 'Late orders: delivered after the first day of school, $7.50 late fee',
      tone: 'late',
    });
    // Inside the window the terms say nothing yet.
    expect(orderingWindowText({ phase: 'open', closesOn: '2026-08-31', daysLeft: 30 }, { fee: 7.5, homeDeliveryOnly: true })?.tone).toBe('open');
  });
});
