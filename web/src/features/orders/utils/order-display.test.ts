import { describe, expect, it } from 'vitest';
import { formatOrderDate, studentNameOf } from '@/components/orders/order-status';
import { orderNumberOf } from './order-display';

describe('order display', () => {
  it("shows the order number as '#' and the id's last 8 characters", () => {
    expect(orderNumberOf('order-demo-0004')).toBe('#emo-0004');
    expect(orderNumberOf('Xy7kP2mQ9rT4vW1z')).toBe('#9rT4vW1z');
    expect(orderNumberOf('short')).toBe('#short');
  });

  it('shows the date in long US format', () => {
    expect(formatOrderDate('2026-11-22T12:00:00.000Z')).toBe('November 22, 2026');
    expect(formatOrderDate('2025-01-05T12:00:00.000Z')).toBe('January 5, 2025');
  });

  it('leaves an unreadable date as it came', () => {
    expect(formatOrderDate('not a date')).toBe('not a date');
  });

  it("joins the student's names", () => {
    expect(studentNameOf({ studentFirstName: 'Noah', studentLastName: 'Lee' })).toBe('Noah Lee');
  });
});
