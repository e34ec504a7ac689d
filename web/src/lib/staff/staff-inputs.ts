import { MAX_QUANTITY } from '@ssb/contract';

/** docs/product.md §5: a product quantity is a whole number of at least 1, and falls back to 1 when it is not. */
export function quantityOrDefault(value: unknown): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number) || number < 1) return 1;
  return Math.min(number, MAX_QUANTITY);
}

/**
 * A price typed in dollars (docs/product.md §5: parsed as a decimal), rounded to the cent; null when it
 * is empty, not a number or negative, which the inline list price ignores and the product
 * dialog leaves out.
 */
export function parsePrice(text: string | number): number | null {
  const trimmed = String(text).trim().replace(/^\$/, '');
  if (trimmed === '' || !/^\d*\.?\d*$/.test(trimmed) || trimmed === '.') return null;
  const value = Number(trimmed);
  if (!Number.isFinite(value) || value < 0) return null;
  return Math.round(value * 100) / 100;
}
