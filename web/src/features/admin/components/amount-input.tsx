import { TextInput, type TextInputProps } from '@mantine/core';

/** What an amount field holds: dollars ($, cents), a percentage (%, two decimals) or a count of things. */
type Unit = 'dollars' | 'percent' | 'count';

const unitProps: Record<Unit, Partial<TextInputProps>> = {
  dollars: { inputMode: 'decimal', step: '0.01', leftSection: '$' },
  percent: { inputMode: 'decimal', step: '0.01', max: '100', rightSection: '%' },
  count: { inputMode: 'numeric', step: '1' },
};

/**
 * A number typed into the admin's money forms: kept as the text typed (its form's schema checks
 * it, with the contract's message), shown with its unit and the phone keyboard for it.
 */
export function AmountInput({ unit, ...props }: TextInputProps & { unit: Unit }) {
  return <TextInput type="number" min="0" {...unitProps[unit]} {...props} />;
}
