import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, screen, sessions } from '@/testing/test-utils';
import { aShipment } from '../testing/shipment-fixtures';
import { ShipmentsOnTheWay } from './shipments-on-the-way';

describe('ShipmentsOnTheWay', () => {
  it('lists the school’s shipments on the way and confirms one at the door', async () => {
    const confirm = vi.fn(async () => ({
      shipment: aShipment({ status: 'RECEIVED', receipt: { cartonsReceived: 2, receivedBy: 'Ana', note: 'Left by the gym', receivedAt: '', by: 'rep' } }),
    }));
    renderApp(<ShipmentsOnTheWay shipments={{ status: 'ready', shipments: [aShipment()] }} confirm={confirm} />, { session: sessions.parent() });
    expect(screen.getByRole('article')).toHaveTextContent('2 cartons · 3 boxes');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Confirm delivery, shipped on/ }));
    await user.type(screen.getByRole('textbox', { name: /Cartons received/ }), '2');
    await user.type(screen.getByRole('textbox', { name: /Received by/ }), 'Ana');
    await user.type(screen.getByRole('textbox', { name: /Note/ }), 'Left by the gym');
    await user.click(screen.getByRole('button', { name: 'Send receipt' }));
    expect(confirm).toHaveBeenCalledWith(expect.objectContaining({ id: 'shp-1' }), { cartonsReceived: 2, receivedBy: 'Ana', note: 'Left by the gym' });
    expect(await screen.findByRole('status')).toHaveTextContent('Delivery confirmed');
  });

  it('says when nothing is on the way', () => {
    renderApp(<ShipmentsOnTheWay shipments={{ status: 'ready', shipments: [] }} confirm={vi.fn()} />);
    expect(screen.getByText('No deliveries on the way.')).toBeInTheDocument();
  });
});
