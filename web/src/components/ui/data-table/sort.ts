import type { DataTableSort } from './types';

/** A click on a sortable header: the same column flips its direction, another starts ascending. */
export function nextSort(current: DataTableSort | null | undefined, key: string): DataTableSort {
  if (current?.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: 'asc' };
}

/** The value of `aria-sort` on a header: only the sorted column carries one. */
export function ariaSort(current: DataTableSort | null | undefined, key: string): 'ascending' | 'descending' | undefined {
  if (current?.key !== key) return undefined;
  return current.direction === 'asc' ? 'ascending' : 'descending';
}
