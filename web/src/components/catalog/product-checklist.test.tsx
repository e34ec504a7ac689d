import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '@/testing/axe';
import { renderApp, screen } from '@/testing/test-utils';
import { ProductChecklist, type ProductChecklistTexts } from './product-checklist';
import { toMappings, type ProductSelection } from './product-selection';

const texts: ProductChecklistTexts = {
  label: 'Products',
  quantity: 'Quantity',
  quantityLabel: (name) => `Quantity of ${name}`,
  noPrice: 'No price',
  optional: {
    label: 'Optional',
    switchLabel: (name) => `Optional: ${name}`,
    shared: (type) => `${type}: always in the box`,
    hint: 'Families may leave optional products out.',
  },
};
const products = [
  { id: 'pencils', name: '#2 Pencils', price: 3.49, productType: 'INDIVIDUAL' as const, thumbnailUrl: '/api/products/pencils/photo/v1/320.webp' },
  { id: 'planner', name: 'Student Planner', price: null, productType: 'INDIVIDUAL' as const },
  { id: 'tissues', name: 'Facial Tissues', price: 4.99, productType: 'CLASSROOM' as const },
];

/** The checklist as a dialog holds it: the selection in state, what it would save shown. */
function Editing({ search }: { search?: ProductChecklistTexts['search'] }) {
  const [selection, setSelection] = useState<ProductSelection>(new Map([['pencils', { quantity: 2, optional: false }]]));
  return (
    <>
      <ProductChecklist products={products} selection={selection} onChange={setSelection} texts={{ ...texts, empty: 'No products yet.', search }} />
      <output>{JSON.stringify(toMappings(selection))}</output>
    </>
  );
}

describe('ProductChecklist', () => {
  it('shows each product’s thumbnail beside its name, named by the product, and a placeholder for one without a photo', () => {
    renderApp(<Editing />);
    const list = screen.getByRole('list', { name: 'Products' });
    expect(within(list).getByRole('img', { name: '#2 Pencils' }).getAttribute('src')).toBe('/api/products/pencils/photo/v1/320.webp');
    expect(within(list).getAllByRole('img')).toHaveLength(1);
    // The thumbnail stays out of the checkbox's name.
    expect(within(list).getByRole('checkbox', { name: '#2 Pencils' })).toBeChecked();
  });

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

  it('a checked Individual product has an Optional switch beside its Quantity; a shared one says it is always in the box; unchecking drops the mark', async () => {
    renderApp(<Editing />);
    const list = screen.getByRole('list', { name: 'Products' });
    expect(screen.getByText('Families may leave optional products out.')).toBeInTheDocument();
    // Unchecked products have neither.
    expect(within(list).getAllByRole('switch')).toHaveLength(1);

    const pencils = within(list).getByRole('switch', { name: 'Optional: #2 Pencils' });
    expect(pencils).not.toBeChecked();
    await userEvent.click(pencils);
    expect(pencils).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('[{"productId":"pencils","quantity":2,"optional":true}]');

    await userEvent.click(within(list).getByRole('checkbox', { name: 'Facial Tissues' }));
    expect(within(list).queryByRole('switch', { name: 'Optional: Facial Tissues' })).not.toBeInTheDocument();
    expect(within(list).getByText('CLASSROOM: always in the box')).toBeInTheDocument();
    expect(within(list).getAllByRole('switch')).toHaveLength(1);

    await userEvent.click(within(list).getByRole('checkbox', { name: '#2 Pencils' }));
    await userEvent.click(within(list).getByRole('checkbox', { name: '#2 Pencils' }));
    expect(within(list).getByRole('switch', { name: 'Optional: #2 Pencils' })).not.toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('[{"productId":"tissues","quantity":1},{"productId":"pencils","quantity":1}]');
    expect(await axeViolations(list)).toEqual([]);
  });

  it('with the marks locked, a checked product shows its mark, or none, and no switch; its quantity still changes', async () => {
    const selection = new Map([
      ['pencils', { quantity: 2, optional: true }],
      ['planner', { quantity: 1, optional: false }],
    ]);
    renderApp(<ProductChecklist optionalLocked products={products} selection={selection} onChange={() => {}} texts={texts} />);
    const list = screen.getByRole('list', { name: 'Products' });
    const [pencils, planner] = within(list).getAllByRole('listitem');
    expect(within(pencils!).getByText('Optional')).toBeInTheDocument();
    expect(within(planner!).queryByText('Optional')).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(within(planner!).getByRole('textbox', { name: 'Quantity of Student Planner' })).toBeEnabled();
    expect(await axeViolations(list)).toEqual([]);
  });

  it('− and + step a checked product’s quantity, each named for its product; − stops at 1', async () => {
    renderApp(<Editing />);
    const list = screen.getByRole('list', { name: 'Products' });
    const quantity = within(list).getByRole('textbox', { name: 'Quantity of #2 Pencils' });
    const fewer = within(list).getByRole('button', { name: 'Decrease the quantity of #2 Pencils' });
    await userEvent.click(within(list).getByRole('button', { name: 'Increase the quantity of #2 Pencils' }));
    expect(quantity).toHaveValue('3');
    expect(screen.getByRole('status')).toHaveTextContent('[{"productId":"pencils","quantity":3}]');
    await userEvent.click(fewer);
    await userEvent.click(fewer);
    expect(quantity).toHaveValue('1');
    expect(fewer).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('[{"productId":"pencils","quantity":1}]');
    // Unchecked products have no quantity to step.
    expect(within(list).queryByRole('button', { name: /Student Planner/ })).not.toBeInTheDocument();
    expect(await axeViolations(list)).toEqual([]);
  });

  it('Selected ({n}) shows just the checked products, searched as All is; All shows them all again', async () => {
    renderApp(<Editing search={{ label: 'Search products', placeholder: 'Type a product name', noMatch: 'No products match your search.' }} />);
    const views = screen.getByRole('radiogroup', { name: 'Show' });
    await userEvent.click(within(views).getByRole('radio', { name: 'Selected (1)' }));
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
    expect(screen.getByRole('checkbox', { name: '#2 Pencils' })).toBeChecked();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search products' }), 'plan');
    expect(screen.getByText('No products match your search.')).toBeInTheDocument();
    await userEvent.click(within(views).getByRole('radio', { name: 'All' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Student Planner' }));
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search products' }));
    await userEvent.click(within(views).getByRole('radio', { name: 'Selected (2)' }));
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);

    // Unchecked in this view, a product leaves it; with none left, it says so.
    await userEvent.click(screen.getByRole('checkbox', { name: '#2 Pencils' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Student Planner' }));
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByText('No product is selected yet.')).toBeInTheDocument();
    expect(within(views).getByRole('radio', { name: 'Selected (0)' })).toBeChecked();
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

  it('read-only, shows just the chosen products with their prices, quantities and optional marks as text, and nothing to change', async () => {
    const selection = new Map([
      ['planner', { quantity: 3, optional: false }],
      ['pencils', { quantity: 1, optional: true }],
    ]);
    renderApp(<ProductChecklist readOnly products={products} selection={selection} texts={{ ...texts, quantityText: (n) => `Quantity: ${n}` }} />);
    const list = screen.getByRole('list', { name: 'Products' });
    const [pencils, planner] = within(list).getAllByRole('listitem');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(planner).toHaveTextContent('Student Planner');
    expect(within(planner!).getByText('No price')).toBeInTheDocument();
    expect(within(planner!).getByText('Quantity: 3')).toBeInTheDocument();
    expect(within(planner!).queryByText('Optional')).not.toBeInTheDocument();
    expect(within(pencils!).getByText('Optional')).toBeInTheDocument();
    expect(screen.queryByText('Families may leave optional products out.')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
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
