import { afterEach, describe, expect, it, vi } from 'vitest';
import { anOrder } from '@/testing/order-fixtures';
import { api } from '../api/api-client';
import { getOrdersPage } from './orders-pages';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('getOrdersPage', () => {
  it('asks GET /orders for the filters, the page size and the cursor, and hands back items and the next cursor', async () => {
    const order = anOrder();
    const get = vi.spyOn(api, 'get').mockResolvedValue({ orders: [order], nextCursor: 'c2' });

    await expect(getOrdersPage({ schoolId: 'school-1', status: 'PREPARING', limit: 50 }, 'c1')).resolves.toEqual({ items: [order], nextCursor: 'c2' });
    expect(get).toHaveBeenCalledWith('/orders?schoolId=school-1&status=PREPARING&limit=50&cursor=c1');
  });

  it('asks for the first page without a cursor, and leaves out empty filters', async () => {
    const get = vi.spyOn(api, 'get').mockResolvedValue({ orders: [], nextCursor: null });
    await expect(getOrdersPage({ schoolId: undefined })).resolves.toEqual({ items: [], nextCursor: null });
    expect(get).toHaveBeenCalledWith('/orders');
  });
});
