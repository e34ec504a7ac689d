import { Grid, Stack, TextInput, type TextInputProps } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { ADDRESS_MAX_LENGTH } from '@ssb/contract';
import { ADDRESS_TEXTS } from './texts';

export type AddressPart = keyof typeof ADDRESS_MAX_LENGTH;

/** The part of a Mantine form the fields need; any `useForm` result fits. */
interface AddressForm {
  key(path: string): string;
  getInputProps(path: string): GetInputPropsReturnType;
}

export interface AddressFieldsProps {
  form: AddressForm;
  /** Where the address sits in the form's values: `''` for flat values, `'address.'` for a nested address. */
  prefix?: '' | 'address.';
  /** Line 1, city, state and ZIP code are required (always, in this product's forms). */
  required?: boolean;
  /**
   * By default a field in error shows its message under it. With `errorOf`, a field shows
   * what `errorOf(path)` says instead: the order form's spec messages, each shown under the
   * first field it is about and read out on the others.
   */
  errorOf?: (path: string) => Pick<TextInputProps, 'error' | 'classNames'>;
  /** Lays the city, state and ZIP code out by the width the fields are given, not the screen's: a dialog is narrower than the screen. */
  byContainer?: boolean;
}

const AUTOCOMPLETE: Record<AddressPart, string> = {
  line1: 'address-line1',
  line2: 'address-line2',
  city: 'address-level2',
  state: 'address-level1',
  zipCode: 'postal-code',
};

/** The one address layout: line 1, line 2, then city, state and ZIP code on one row from `xs` up. */
export function AddressFields({ form, prefix = '', required = true, errorOf, byContainer = false }: AddressFieldsProps) {
  const input = (part: AddressPart) => {
    const path = `${prefix}${part}`;
    const isRequired = required && part !== 'line2';
    return (
      <TextInput
        key={form.key(path)}
        {...form.getInputProps(path)}
        {...errorOf?.(path)}
        name={path}
        label={ADDRESS_TEXTS[part]}
        placeholder={part === 'line1' ? ADDRESS_TEXTS.line1Placeholder : part === 'line2' ? ADDRESS_TEXTS.line2Placeholder : undefined}
        autoComplete={AUTOCOMPLETE[part]}
        inputMode={part === 'zipCode' ? 'numeric' : undefined}
        maxLength={ADDRESS_MAX_LENGTH[part]}
        withAsterisk={isRequired}
        aria-required={isRequired || undefined}
      />
    );
  };
  return (
    <Stack gap="md">
      {input('line1')}
      {input('line2')}
      <Grid gap="md" type={byContainer ? 'container' : 'media'}>
        <Grid.Col span={{ base: 12, xs: 6 }}>{input('city')}</Grid.Col>
        <Grid.Col span={{ base: 6, xs: 3 }}>{input('state')}</Grid.Col>
        <Grid.Col span={{ base: 6, xs: 3 }}>{input('zipCode')}</Grid.Col>
      </Grid>
    </Stack>
  );
}
