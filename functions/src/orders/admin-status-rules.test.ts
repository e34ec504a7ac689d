import { describe, expect, it } from 'vitest';
import { orderStatuses } from '@ssb/contract';
import { adminStatusChange, adminStatusMessages } from './admin-status-rules';

describe('adminStatusChange', () => {
  it('when the administrator picks Cancelled, then the order is cancelled from any status, refunded or not', () => {
    for (const current of orderStatuses) {
      for (const refunded of [false, true]) expect(adminStatusChange(current, 'CANCELLED', refunded)).toEqual({ kind: 'cancel' });
    }
  });

  it('when nothing was refunded, then any other status may follow any status', () => {
    for (const current of orderStatuses) {
      for (const next of orderStatuses.filter((s) => s !== 'CANCELLED')) {
        expect(adminStatusChange(current, next, false)).toEqual(current === next ? { kind: 'unchanged' } : { kind: 'set', status: next });
      }
    }
  });

  it('when the payment was refunded, then the order cannot leave Cancelled', () => {
    for (const next of orderStatuses.filter((s) => s !== 'CANCELLED')) {
      expect(adminStatusChange('CANCELLED', next, true)).toEqual({ kind: 'refused', message: adminStatusMessages.refunded });
    }
  });
});
