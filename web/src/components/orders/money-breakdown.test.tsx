import { describe, expect, it } from 'vitest';
import { speak } from '@/testing/locale';
import { renderApp, screen } from '@/testing/test-utils';
import { MoneyBreakdown } from './money-breakdown';

const money = { subtotal: 41.5, skipped: 3.25, discount: 3.83, shipping: 9, tax: 2.79, total: 46.21 };

/** Each line as a screen reader meets it: its term, then its amount. */
const lines = () => [...screen.getByTestId('money-breakdown').querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]);

describe('MoneyBreakdown', () => {
  it('says every line that applies, what comes off as a minus, and the total last', () => {
    renderApp(<MoneyBreakdown money={money} />);
    expect(lines()).toEqual([
      ['Subtotal', '$41.50'],
      ['You already have', '−$3.25'],
      ['Discount', '−$3.83'],
      ['Shipping', '$9.00'],
      ['Sales tax', '$2.79'],
      ['Total', '$46.21'],
    ]);
    expect(screen.getByTestId('money-breakdown').tagName).toBe('DL');
    expect(screen.getByTestId('money-breakdown')).toHaveAccessibleName('Price breakdown');
  });

  it('leaves out the lines of nothing', () => {
    renderApp(<MoneyBreakdown money={{ subtotal: 34.31, skipped: 0, discount: 0, shipping: 0, tax: 0, total: 34.31 }} />);
    expect(lines()).toEqual([
      ['Subtotal', '$34.31'],
      ['Total', '$34.31'],
    ]);
  });

  it('says shipping made free, and a tax that waits for an address', () => {
    renderApp(<MoneyBreakdown money={{ ...money, shipping: 0, tax: 0, total: 34.42 }} shippingFree taxPending />);
    expect(lines()).toContainEqual(['Shipping', 'Free']);
    expect(lines()).toContainEqual(['Sales tax', 'Calculated at checkout']);
    expect(lines()).toContainEqual(['Total before tax', '$34.42']);
  });

  it('reads in Spanish', async () => {
    await speak('es');
    renderApp(<MoneyBreakdown money={{ ...money, shipping: 0 }} shippingFree taxPending />);
    expect(lines()).toEqual([
      ['Subtotal', '$41.50'],
      ['Ya lo tiene', '−$3.25'],
      ['Descuento', '−$3.83'],
      ['Envío', 'Gratis'],
      ['Impuesto sobre las ventas', 'Se calcula al pagar'],
      ['Total antes de impuestos', '$46.21'],
    ]);
    expect(screen.getByTestId('money-breakdown')).toHaveAccessibleName('Desglose del precio');
  });
});
