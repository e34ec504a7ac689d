import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '@/testing/axe';
import { renderApp, screen } from '@/testing/test-utils';
import { ProductChecklist, type ProductChecklistTexts } from './product-checklist';
import { toMappings, type ProductSelection } from './product-selection';

const texts: ProductChecklistTexts = { label: 'Products', quantity: 'Quantity', quantityLabel: (name) => `Quantity of ${name}`, noPrice: 'No price' };
const products = [
  { id: 'pencils', name: '#2 Pencils', price: 3.49 },
  { id: 'planner', name: 'Student Planner', price: null },
];

/** The checklist as a dialog holds it: the selection in state, what it would save shown. */
function Editing({ search }: { search?: ProductChecklistTexts['search'] }) {
  const [selection, setSelection] = useState<ProductSelection>(new Map([['pencils', 2]]));
  return (
    <>
      <ProductChecklist products={products} selection={selection} onChange={setSelection} texts={{ ...texts, empty: 'No products yet.', search }} />
      <output>{JSON.stringify(toMappings(selection))}</output>
    </>
  );
}

describe('ProductChecklist', () => {
  it('checks products with their prices; a checked one has a Quantity, 1 to begin with, that falls back to 1 when left empty', async () => {
    renderApp(<Editing />);
    const list = screen.getByRole('list', { name: 'Products' });
    expect(within(list).getByRole('checkbox', { name: '#2 Pencils' })).toBeChecked();
    expect(within(list).getByText('$3.49')).toBeInTheDocument();
    expect(within(list).getByText('No price')).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();

    await userEvent.click(within(list).getByRole('checkbox', { name: 'Student Planner' }));
    const quantity = within(list).getByRole('textbox', { name: 'Quantity of Student Planner' });
    expect(quantity).toHaveValue('1');
    await userEvent.clear(quantity);
    await userEvent.tab();
    expect(quantity).toHaveValue('1');
    await userEvent.type(quantity, '{backspace}4');
    expect(screen.getByRole('status')).toHaveTextContent('[{"productId":"pencils","quantity":2},{"productId":"planner","quantity":4}]');

    await userEvent.click(within(list).getByRole('checkbox', { name: '#2 Pencils' }));
    expect(screen.getByRole('status')).toHaveTextContent('[{"productId":"planner","quantity":4}]');
    expect(await axeViolations(list)).toEqual([]);
  });

  it('with search texts, filters the products by name and says when none match', async () => {
    renderApp(<Editing search={{ label: 'Search products', placeholder: 'Type a product name', noMatch: 'No products match your search.' }} />);
    const search = screen.getByRole('searchbox', { name: 'Search products' });
    await userEvent.type(search, 'PLAN');
    expect(screen.getByRole('checkbox', { name: 'Student Planner' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: '#2 Pencils' })).not.toBeInTheDocument();
    await userEvent.type(search, 'x');
    expect(screen.getByText('No products match your search.')).toBeInTheDocument();
  });

  it('read-only, shows just the chosen products with their prices and quantities as text, and nothing to change', async () => {
    renderApp(
      <ProductChecklist readOnly products={products} selection={new Map([['planner', 3]])} texts={{ ...texts, quantityText: (n) => `Quantity: ${n}` }} />,
    );
    const list = screen.getByRole('list', { name: 'Products' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByText('Student Planner')).toBeInTheDocument();
    expect(within(list).getByText('No price')).toBeInTheDocument();
    expect(within(list).getByText('Quantity: 3')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(await axeViolations(list)).toEqual([]);
  });

  it('says so when there is no product to show', () => {
    renderApp(
      <ProductChecklist readOnly products={[]} selection={new Map()} texts={{ ...texts, quantityText: String, empty: 'This list has no products.' }} />,
    );
    expect(screen.getByText('This list has no products.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
