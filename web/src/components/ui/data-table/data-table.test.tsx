import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCursorPages, type CursorPage } from '@/lib/ui/use-cursor-pages';
import { renderApp, screen } from '@/testing/test-utils';
import { axeViolations } from '@/testing/axe';
import { mockViewportWidth } from '@/testing/viewport';
import { DataTable } from './data-table';
import type { DataTableColumn, DataTableProps } from './types';

interface OrderRow {
  id: string;
  student: string;
  status: string;
  total: string;
}

const orders: OrderRow[] = [
  { id: 'order-1', student: 'Noah Lee', status: 'Preparing', total: '$34.31' },
  { id: 'order-2', student: 'Ava Lopez', status: 'Completed', total: '$41.50' },
];

const columns: DataTableColumn<OrderRow>[] = [
  { key: 'id', header: 'Order', render: (o) => `#${o.id}`, hideInCard: true },
  { key: 'student', header: 'Student', render: (o) => o.student },
  { key: 'status', header: 'Status', render: (o) => o.status },
  { key: 'total', header: 'Total', render: (o) => o.total, align: 'right' },
];

/** What every table below shows: the columns, how rows are keyed and titled, and its states. */
const base = {
  label: 'Student orders',
  columns,
  rows: orders,
  rowKey: (o: OrderRow) => o.id,
  cardTitle: (o: OrderRow) => `Order #${o.id}`,
  stackBelow: 450,
  loadingText: 'Loading orders...',
  emptyText: 'No orders yet.',
} satisfies DataTableProps<OrderRow>;

function renderTable(props: Partial<DataTableProps<OrderRow>> = {}) {
  return renderApp(<DataTable {...base} {...props} />);
}

/** A caller that keeps the selection, as the admin dashboard will. */
function SelectingTable({ onChange }: { onChange: (keys: Set<string>) => void }) {
  const [selectedKeys, setSelectedKeys] = useState<ReadonlySet<string>>(new Set());
  return (
    <DataTable
      {...base}
      label="All orders"
      stackBelow={768}
      selection={{
        selectedKeys,
        rowLabel: (o) => `Select order #${o.id}`,
        onChange: (keys) => {
          setSelectedKeys(keys);
          onChange(keys);
        },
      }}
    />
  );
}

beforeEach(() => {
  mockViewportWidth(1280);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('DataTable on a wide screen', () => {
  it('is a table named by its label, with a header per column and a cell per value', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Student orders' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Order', 'Student', 'Status', 'Total']);
    const [, first] = within(table).getAllByRole('row');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['#order-1', 'Noah Lee', 'Preparing', '$34.31']);
    expect(screen.getByRole('region', { name: 'Student orders' })).toHaveAttribute('tabindex', '0');
  });

  it('says it is loading until the first page arrives', () => {
    renderTable({ rows: undefined });
    expect(screen.getByRole('status')).toHaveTextContent('Loading orders...');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says when there are no rows', () => {
    renderTable({ rows: [] });
    expect(screen.getByRole('cell', { name: 'No orders yet.' })).toBeInTheDocument();
  });

  it('selects rows one by one and all at once', async () => {
    const onChange = vi.fn<(keys: Set<string>) => void>();
    renderApp(<SelectingTable onChange={onChange} />);
    const all = screen.getByRole('checkbox', { name: 'Select all rows' });

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select order #order-2' }));
    expect(onChange).toHaveBeenLastCalledWith(new Set(['order-2']));
    expect(all).not.toBeChecked();
    expect(all).toHaveAttribute('data-indeterminate', 'true');

    await userEvent.click(all);
    expect(onChange).toHaveBeenLastCalledWith(new Set(['order-2', 'order-1']));
    expect(screen.getByRole('checkbox', { name: 'Select order #order-1' })).toBeChecked();

    await userEvent.click(all);
    expect(onChange).toHaveBeenLastCalledWith(new Set());
  });

  it('loads more through the server cursor while there is more', async () => {
    const onLoadMore = vi.fn();
    renderTable({ pagination: { hasMore: true, onLoadMore, loadingMore: false } });
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalledOnce();
  });

  it('says beside "Load more" how many rows remain, when the server counted them', () => {
    renderTable({ pagination: { hasMore: true, onLoadMore: vi.fn(), loadingMore: false, total: 1_250 } });
    const shown = screen.getAllByRole('row').length - 1;
    expect(screen.getByText(`Showing ${shown} of 1,250 · ${(1_250 - shown).toLocaleString('en-US')} more`)).toBeInTheDocument();
  });

  it('offers no "Load more" once the cursor is exhausted', () => {
    renderTable({ pagination: { hasMore: false, onLoadMore: vi.fn(), loadingMore: false } });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('keeps "Load more" busy while the next page loads', () => {
    renderTable({ pagination: { hasMore: true, onLoadMore: vi.fn(), loadingMore: true } });
    expect(screen.getByRole('button', { name: 'Load more' })).toBeDisabled();
  });
});

describe('DataTable below its breakpoint', () => {
  it('stacks the rows into cards named by their title, each value labelled by its column', () => {
    mockViewportWidth(375);
    renderTable();

    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Student orders' });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = screen.getByRole('article', { name: 'Order #order-1' });
    expect(
      within(first)
        .getAllByRole('term')
        .map((dt) => dt.textContent),
    ).toEqual(['Student', 'Status', 'Total']);
    expect(
      within(first)
        .getAllByRole('definition')
        .map((dd) => dd.textContent),
    ).toEqual(['Noah Lee', 'Preparing', '$34.31']);
  });

  it('switches at the breakpoint it is given', () => {
    mockViewportWidth(600);
    renderTable({ stackBelow: 450 });
    expect(screen.getByRole('table')).toBeInTheDocument();
  });

  it('switches at the admin dashboard breakpoint too', () => {
    mockViewportWidth(600);
    renderTable({ stackBelow: 768 });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('selects cards with their own checkboxes', async () => {
    mockViewportWidth(375);
    const onChange = vi.fn<(keys: Set<string>) => void>();
    renderApp(<SelectingTable onChange={onChange} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select order #order-1' }));
    expect(onChange).toHaveBeenLastCalledWith(new Set(['order-1']));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    expect(onChange).toHaveBeenLastCalledWith(new Set(['order-1', 'order-2']));
  });

  it('says it is loading, or that there is nothing, in place of the cards', () => {
    mockViewportWidth(375);
    const { unmount } = renderTable({ rows: undefined });
    expect(screen.getByRole('status')).toHaveTextContent('Loading orders...');
    unmount();
    renderTable({ rows: [] });
    expect(screen.getByText('No orders yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});

describe('DataTable with useCursorPages', () => {
  /** Orders paged by the server two at a time, as the dashboards will read GET /orders. */
  async function fetchPage(cursor?: string): Promise<CursorPage<OrderRow>> {
    const all: OrderRow[] = [...orders, { id: 'order-3', student: 'Mia Rivera', status: 'Completed', total: '$20.00' }];
    const start = cursor === 'page-2' ? 2 : 0;
    return { items: all.slice(start, start + 2), nextCursor: start === 0 ? 'page-2' : null };
  }

  function PagedTable() {
    const { items, pagination } = useCursorPages(['orders', 'paged'], fetchPage);
    return <DataTable {...base} rows={items} pagination={pagination} />;
  }

  it('shows the first page, then appends the next on "Load more" until the cursor runs out', async () => {
    renderApp(<PagedTable />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading orders...');
    expect(await screen.findByRole('cell', { name: 'Ava Lopez' })).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(3);

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('cell', { name: 'Mia Rivera' })).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});

describe('DataTable accessibility (axe, without colour contrast)', () => {
  it.each([
    ['as a table', 1280],
    ['as cards', 375],
  ])('has no violations %s, selectable and paged', async (_layout, width) => {
    mockViewportWidth(width);
    const { container } = renderApp(<SelectingTable onChange={vi.fn()} />);
    expect(await axeViolations(container)).toEqual([]);
    renderTable({ pagination: { hasMore: true, onLoadMore: vi.fn(), loadingMore: false } });
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
