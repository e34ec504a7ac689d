import { Alert, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import { useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  emptyAddress,
  checkoutForm,
  EMAIL_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  STUDENT_NAME_MAX_LENGTH,
  type CheckoutRules,
  type DeliveryAddress,
} from '@ssb/contract';
import { AddressFields } from '@/components/forms/address-fields';
import { SHOP_TEXTS } from '../texts';
import classes from './checkout-form.module.css';

const texts = SHOP_TEXTS.form;
const PROBLEM_ID = 'checkout-problem';

export interface CheckoutValues {
  email: string;
  phone: string;
  studentFirstName: string;
  studentLastName: string;
  address: DeliveryAddress;
}

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
 * home-delivery address when the school does not deliver to the school. The contract's
 * order schema checks it as the server does: one message, the first spec §5 rule broken,
 * shown once, with the fields it is about marked.
 */
export function CheckoutForm({ guest, deliverToSchool, initialAddress, submitting, failure, onSubmit, onCancel }: CheckoutFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const validate = useMemo(() => schemaResolver(checkoutForm({ guest, deliverToSchool }), { sync: true }), [guest, deliverToSchool]);
  const form = useForm<CheckoutValues>({
    initialValues: {
      email: '',
      phone: '',
      studentFirstName: '',
      studentLastName: '',
      address: { ...emptyAddress, ...initialAddress },
    },
    validate,
  });
  // Once a submission was refused, the message follows the fields as they are corrected.
  const [refused, setRefused] = useState(false);
  const errors = refused ? validate(form.values) : {};
  const problem = Object.values(errors)[0];
  const marked = (path: string) => Boolean(errors[path]);

  const field = (path: 'email' | 'phone' | 'studentFirstName' | 'studentLastName') => ({
    ...form.getInputProps(path),
    name: path,
    size: 'md' as const,
    error: marked(path),
    'aria-describedby': marked(path) ? PROBLEM_ID : undefined,
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = form.validate();
    if (!result.hasErrors) {
      if (!submitting) onSubmit(form.getValues());
      return;
    }
    setRefused(true);
    const first = Object.keys(result.errors)[0];
    if (first) formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
  }

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate aria-label={texts.heading}>
      <Stack gap="lg">
        {guest && (
          <fieldset className={classes.fieldset}>
            <legend className={classes.legend}>{texts.contactHeading}</legend>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput {...field('email')} label={texts.email} type="email" autoComplete="email" maxLength={EMAIL_MAX_LENGTH} withAsterisk />
              <TextInput {...field('phone')} label={texts.phone} type="tel" autoComplete="tel" maxLength={PHONE_MAX_LENGTH} withAsterisk />
            </SimpleGrid>
          </fieldset>
        )}

        <fieldset className={classes.fieldset}>
          <legend className={classes.legend}>{texts.studentHeading}</legend>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput {...field('studentFirstName')} label={texts.studentFirstName} autoComplete="off" maxLength={STUDENT_NAME_MAX_LENGTH} withAsterisk />
            <TextInput {...field('studentLastName')} label={texts.studentLastName} autoComplete="off" maxLength={STUDENT_NAME_MAX_LENGTH} withAsterisk />
          </SimpleGrid>
        </fieldset>

        {!deliverToSchool && (
          <fieldset className={classes.fieldset}>
            <legend className={classes.legend}>{texts.addressHeading}</legend>
            <Text size="sm" c="dimmed" mb="sm">
              {texts.addressHint}
            </Text>
            <AddressFields form={form} prefix="address." marked={marked} describedBy={PROBLEM_ID} />
          </fieldset>
        )}

        {problem && (
          <Alert id={PROBLEM_ID} color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {String(problem)}
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
