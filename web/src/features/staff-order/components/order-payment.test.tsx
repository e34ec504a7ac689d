import { describe, expect, it } from 'vitest';
import { speak } from '@/testing/locale';
import { renderApp, screen } from '@/testing/test-utils';
import { OrderPayment } from './order-payment';

const payment = { amount: 41.5, paidAt: '2026-08-11T15:00:00.000Z', paymentIntentId: 'pi_1', refunded: 0, refunds: [] };
const money = { subtotal: 41.5, skipped: 4.5, discount: 3.7, shipping: 9, tax: 2.6, total: 44.9 };

/** The breakdown's lines as a screen reader meets them: each term, then its amount. */
const lines = () => [...screen.getByTestId('money-breakdown').querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]);

describe('OrderPayment', () => {
  it('says what the box paid line by line where its money was kept, not the list price', () => {
    renderApp(<OrderPayment payment={payment} money={money} />);
    expect(lines()).toEqual([
      ['Subtotal', '$41.50'],
      ['You already have', '−$4.50'],
      ['Discount', '−$3.70'],
      ['Shipping', '$9.00'],
      ['Sales tax', '$2.60'],
      ['Total', '$44.90'],
    ]);
    expect(screen.queryByText(/Box price/)).not.toBeInTheDocument();
    expect(screen.getByText('No refunds')).toBeInTheDocument();
  });

  it('keeps the Box price of an order placed before boxes kept their money', () => {
    renderApp(<OrderPayment payment={payment} />);
    expect(screen.getByText('Box price: $41.50')).toBeInTheDocument();
    expect(screen.queryByTestId('money-breakdown')).not.toBeInTheDocument();
  });

  it('reads in Spanish', async () => {
    await speak('es');
    renderApp(<OrderPayment payment={payment} money={{ ...money, skipped: 0, discount: 0, shipping: 0, total: 44.1 }} />);
    expect(lines()).toEqual([
      ['Subtotal', '$41.50'],
      ['Impuesto sobre las ventas', '$2.60'],
      ['Total', '$44.10'],
    ]);
    expect(screen.queryByText(/Precio de la caja/)).not.toBeInTheDocument();
  });
});
