import { describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { renderApp, screen } from '@/testing/test-utils';
import { speak } from '@/testing/locale';
import { aShipment } from '../testing/shipment-fixtures';
import { ReceiptForm } from './receipt-form';

async function fill(count: string, by = 'Ana Ruiz') {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: /Cartons received/ }), count);
  await user.type(screen.getByRole('textbox', { name: /Received by/ }), by);
  return user;
}

describe('ReceiptForm', () => {
  it('when the count is the manifest’s, then it sends the receipt at once and says the families were told', async () => {
    const onSend = vi.fn(async () => ({
      shipment: aShipment({ status: 'RECEIVED', receipt: { cartonsReceived: 2, receivedBy: 'Ana Ruiz', note: '', receivedAt: '', by: 'rep' } }),
    }));
    renderApp(<ReceiptForm shipment={aShipment()} onSend={onSend} />);
    const user = await fill('2');
    await user.click(screen.getByRole('button', { name: 'Send receipt' }));
    expect(onSend).toHaveBeenCalledWith({ cartonsReceived: 2, receivedBy: 'Ana Ruiz', note: '' });
    expect(await screen.findByRole('status')).toHaveTextContent('Delivery confirmed: 2 cartons received.');
  });

  it('when the count differs, then it warns before sending, and sends only when asked again; the answer names the difference', async () => {
    const onSend = vi.fn(async () => ({ shipment: aShipment({ discrepancy: { cartonsExpected: 2, cartonsReceived: 1 } }) }));
    renderApp(<ReceiptForm shipment={aShipment()} onSend={onSend} />);
    const user = await fill('1');
    await user.click(screen.getByRole('button', { name: 'Send receipt' }));
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('The manifest says 2 cartons. You counted 1.');
    await user.click(screen.getByRole('button', { name: 'Send receipt with 1 carton' }));
    expect(onSend).toHaveBeenCalledWith({ cartonsReceived: 1, receivedBy: 'Ana Ruiz', note: '' });
    expect(await screen.findByRole('status')).toHaveTextContent('Receipt sent with 1 of 2 cartons. The warehouse was told of the difference');
  });

  it('when the API refuses, then it shows why and keeps what was typed', async () => {
    renderApp(<ReceiptForm shipment={aShipment()} onSend={async () => ({ error: 'This shipment was already received' })} />);
    const user = await fill('2');
    await user.click(screen.getByRole('button', { name: 'Send receipt' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This shipment was already received');
    expect(screen.getByRole('textbox', { name: /Received by/ })).toHaveValue('Ana Ruiz');
  });

  it('speaks Spanish', async () => {
    await speak('es');
    renderApp(<ReceiptForm shipment={aShipment()} onSend={async () => ({ error: '' })} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /Cajas de cartón recibidas/ }), '3');
    await user.type(screen.getByRole('textbox', { name: /Recibido por/ }), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Enviar recibo' }));
    expect(screen.getByRole('alert')).toHaveTextContent('El manifiesto indica 2 cajas de cartón. Usted contó 3.');
  });
});
