import { Alert, Button, Grid, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import { useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import type { DeliveryAddress } from '@ssb/contract';
import { SHOP_TEXTS } from '../texts';
import {
  checkoutValidation,
  emptyCheckoutValues,
  type CheckoutField,
  type CheckoutRules,
  type CheckoutValues,
} from '../utils/checkout-values';
import classes from './checkout-form.module.css';

const texts = SHOP_TEXTS.form;

export interface CheckoutFormProps extends CheckoutRules {
  /** Prefills the home-delivery address (a signed-in parent's saved address). */
  initialAddress?: Partial<DeliveryAddress>;
  submitting: boolean;
  /** Shown under the fields after a failed submission (e.g. 'Failed to start checkout'). */
  failure?: ReactNode;
  /** Called with valid values only. */
  onSubmit: (values: CheckoutValues) => void;
  onCancel: () => void;
}

/**
 * The order form of step 2: the guest's contact (when `guest`), the student, and the
 * home-delivery address when the school does not deliver to the school. Validates with
 * the spec §5 rules before anything is sent.
 */
export function CheckoutForm({ guest, deliverToSchool, initialAddress, submitting, failure, onSubmit, onCancel }: CheckoutFormProps) {
  const [values, setValues] = useState(() => emptyCheckoutValues(initialAddress));
  // Once a submission was refused, the message follows the fields as they are corrected.
  const [attempted, setAttempted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const rules = { guest, deliverToSchool };
  const validation = attempted ? checkoutValidation(values, rules) : { problem: null, fields: [] as CheckoutField[] };
  const invalid = new Set(validation.fields);

  const set = (field: keyof Omit<CheckoutValues, 'address'>) => (event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.currentTarget;
    setValues((current) => ({ ...current, [field]: value }));
  };
  const setAddress = (field: keyof DeliveryAddress) => (event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.currentTarget;
    setValues((current) => ({ ...current, address: { ...current.address, [field]: value } }));
  };

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const result = checkoutValidation(values, rules);
    setAttempted(true);
    if (result.problem) {
      const first = result.fields[0];
      if (first) formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    onSubmit(values);
  }

  const field = (name: CheckoutField) => ({
    name,
    size: 'md' as const,
    error: invalid.has(name),
    'aria-describedby': invalid.has(name) ? 'checkout-problem' : undefined,
  });

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate aria-label={texts.heading}>
      <Stack gap="lg">
        {guest && (
          <fieldset className={classes.fieldset}>
            <legend className={classes.legend}>{texts.contactHeading}</legend>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                {...field('email')}
                label={texts.email}
                type="email"
                autoComplete="email"
                withAsterisk
                value={values.email}
                onChange={set('email')}
              />
              <TextInput
                {...field('phone')}
                label={texts.phone}
                type="tel"
                autoComplete="tel"
                withAsterisk
                value={values.phone}
                onChange={set('phone')}
              />
            </SimpleGrid>
          </fieldset>
        )}

        <fieldset className={classes.fieldset}>
          <legend className={classes.legend}>{texts.studentHeading}</legend>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              {...field('studentFirstName')}
              label={texts.studentFirstName}
              autoComplete="off"
              withAsterisk
              value={values.studentFirstName}
              onChange={set('studentFirstName')}
            />
            <TextInput
              {...field('studentLastName')}
              label={texts.studentLastName}
              autoComplete="off"
              withAsterisk
              value={values.studentLastName}
              onChange={set('studentLastName')}
            />
          </SimpleGrid>
        </fieldset>

        {!deliverToSchool && (
          <fieldset className={classes.fieldset}>
            <legend className={classes.legend}>{texts.addressHeading}</legend>
            <Text size="sm" c="dimmed" mb="sm">
              {texts.addressHint}
            </Text>
            <Stack gap="md">
              <TextInput
                {...field('line1')}
                label={texts.line1}
                autoComplete="address-line1"
                withAsterisk
                value={values.address.line1}
                onChange={setAddress('line1')}
              />
              <TextInput
                {...field('line2')}
                label={texts.line2}
                autoComplete="address-line2"
                value={values.address.line2}
                onChange={setAddress('line2')}
              />
              <Grid gap="md">
                <Grid.Col span={{ base: 12, xs: 6 }}>
                  <TextInput
                    {...field('city')}
                    label={texts.city}
                    autoComplete="address-level2"
                    withAsterisk
                    value={values.address.city}
                    onChange={setAddress('city')}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 6, xs: 3 }}>
                  <TextInput
                    {...field('state')}
                    label={texts.state}
                    autoComplete="address-level1"
                    withAsterisk
                    value={values.address.state}
                    onChange={setAddress('state')}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 6, xs: 3 }}>
                  <TextInput
                    {...field('zipCode')}
                    label={texts.zipCode}
                    autoComplete="postal-code"
                    inputMode="numeric"
                    withAsterisk
                    value={values.address.zipCode}
                    onChange={setAddress('zipCode')}
                  />
                </Grid.Col>
              </Grid>
            </Stack>
          </fieldset>
        )}

        {validation.problem && (
          <Alert id="checkout-problem" color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {validation.problem}
          </Alert>
        )}
        {failure}

        <Stack gap="xs">
          <Group className={classes.actions} gap="sm">
            <Button variant="default" size="md" onClick={onCancel} disabled={submitting}>
              {texts.cancel}
            </Button>
            <Button type="submit" size="md" loading={submitting} leftSection={<IconLock size={16} aria-hidden />}>
              {texts.continueToCheckout}
            </Button>
          </Group>
          <Text size="xs" c="dimmed" ta="right" className={classes.note}>
            {texts.paymentNote}
          </Text>
        </Stack>
      </Stack>
    </form>
  );
}
