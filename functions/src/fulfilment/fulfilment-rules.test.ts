import { describe, expect, it } from 'vitest';
import { bulkStatusTargets, orderCountDelta, orderStatuses, type OrderStatus } from '@ssb/contract';
import { bulkMove, handOver } from './fulfilment-rules';

describe('bulkMove', () => {
  it('when the target is PREPARING, then only paid orders move', () => {
    const moved = orderStatuses.filter((s) => bulkMove(s, 'PREPARING').kind === 'move');
    expect(moved).toEqual(['PAYMENT_SUCCESS']);
  });

  it('when the target is COMPLETED, then paid and preparing orders move', () => {
    const moved = orderStatuses.filter((s) => bulkMove(s, 'COMPLETED').kind === 'move');
    expect(moved).toEqual(['PAYMENT_SUCCESS', 'PREPARING']);
  });

  it('when an order awaits payment, failed or was cancelled, then it is never completed and the reason says so', () => {
    for (const status of ['AWAITING_PAYMENT', 'PAYMENT_FAILED', 'CANCELLED'] as OrderStatus[]) {
      expect(bulkMove(status, 'COMPLETED')).toEqual({ kind: 'skip', reason: `${status} orders are not moved to COMPLETED in bulk` });
    }
  });

  it('when an order is already in the target status, then it is skipped as already there', () => {
    expect(bulkMove('COMPLETED', 'COMPLETED')).toEqual({ kind: 'skip', reason: 'already COMPLETED' });
    expect(bulkMove('PREPARING', 'PREPARING')).toEqual({ kind: 'skip', reason: 'already PREPARING' });
  });

  it('when a completed order is moved to PREPARING, then it stays: bulk moves never go backwards', () => {
    expect(bulkMove('COMPLETED', 'PREPARING').kind).toBe('skip');
  });
});

describe('handOver', () => {
  it('when the box is paid or being prepared, then it is completed', () => {
    expect(handOver('PAYMENT_SUCCESS')).toEqual({ kind: 'complete' });
    expect(handOver('PREPARING')).toEqual({ kind: 'complete' });
  });

  it('when it is already completed, then a second tick changes nothing', () => {
    expect(handOver('COMPLETED')).toEqual({ kind: 'unchanged' });
  });

  it('when it is not paid, then it is refused', () => {
    for (const status of ['AWAITING_PAYMENT', 'PAYMENT_FAILED', 'CANCELLED'] as OrderStatus[]) expect(handOver(status).kind).toBe('refused');
  });
});

describe('fulfilment moves and the list’s order counter', () => {
  it('when a bulk move or a handover moves an order, then it stays live, so no list counter moves', () => {
    for (const from of orderStatuses) {
      for (const target of bulkStatusTargets) if (bulkMove(from, target).kind === 'move') expect(orderCountDelta(from, target), `${from} -> ${target}`).toBe(0);
      if (handOver(from).kind === 'complete') expect(orderCountDelta(from, 'COMPLETED'), from).toBe(0);
    }
  });
});
