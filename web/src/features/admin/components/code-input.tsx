import { TextInput, type TextInputProps } from '@mantine/core';

/**
 * A field for a code typed letter by letter (a promotion code, a tax code): monospace in the field
 * only, where 0 and O must be told apart, its label and hint reading as every other field's; no
 * spelling marks and no autofill.
 */
export function CodeInput(props: TextInputProps) {
  return <TextInput spellCheck={false} autoComplete="off" styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }} {...props} />;
}
