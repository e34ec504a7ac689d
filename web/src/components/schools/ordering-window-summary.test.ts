import { describe, expect, it } from 'vitest';
import { speak } from '@/testing/locale';
import { orderingWindowSummary, windowRangeText } from './ordering-window-summary';

const august = { orderingOpensOn: '2026-08-01', orderingClosesOn: '2026-08-31', timeZone: 'America/Chicago' };

describe('orderingWindowSummary', () => {
  it('states the window, its zone and whether it is open now', () => {
    expect(orderingWindowSummary(august, new Date('2026-08-15T12:00:00Z'))).toBe('Ordering window: August 1 – August 31, 2026 (America/Chicago) · open now');
    expect(orderingWindowSummary(august, new Date('2026-07-15T12:00:00Z'))).toMatch(/· not open yet$/);
    // 00:30 on September 1 in Chicago.
    expect(orderingWindowSummary(august, new Date('2026-09-01T05:30:00Z'))).toMatch(/· closed$/);
    expect(orderingWindowSummary(august, new Date('2026-09-01T04:30:00Z'))).toMatch(/· open now$/);
  });

  it('says a school without a window takes orders all year', () => {
    expect(orderingWindowSummary({ orderingOpensOn: null, orderingClosesOn: null, timeZone: 'America/Chicago' }, new Date())).toBe(
      'Ordering window: none, orders are taken all year',
    );
  });

  it('names both years when the window spans two, and one date when it is one day', () => {
    expect(windowRangeText('2026-12-01', '2027-01-15')).toBe('December 1, 2026 – January 15, 2027');
    expect(windowRangeText('2026-08-10', '2026-08-10')).toBe('August 10, 2026');
  });

  it('says it in Spanish, with the dates as Spanish writes them', async () => {
    await speak('es');
    expect(orderingWindowSummary(august, new Date('2026-08-15T12:00:00Z'))).toBe(
      'Período de pedidos: 1 de agosto – 31 de agosto de 2026 (America/Chicago) · abierto ahora',
    );
    expect(orderingWindowSummary(august, new Date('2026-09-01T05:30:00Z'))).toMatch(/· cerrado$/);
    expect(windowRangeText('2026-12-01', '2027-01-15')).toBe('1 de diciembre de 2026 – 15 de enero de 2027');
  });
});
