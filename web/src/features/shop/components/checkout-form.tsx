import { Alert, Button, Group, SimpleGrid, Stack, Text, TextInput, type TextInputProps } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  emptyAddress,
  checkoutForm,
  EMAIL_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  PROMOTION_CODE_MAX_LENGTH,
  type CheckoutRules,
  type DeliveryAddress,
} from '@ssb/contract';
import { AddressFields } from '@/components/forms/address-fields';
import { ORDER_TEXTS } from '../order-texts';
import classes from './checkout-form.module.css';
import { StudentFieldset, type StudentChoice } from './student-fieldset';

const texts = ORDER_TEXTS.form;
const PROBLEM_ID = 'checkout-problem';

/** What a field shows of the form's message: `error` under it, `classNames` when it only reads it out. */
export type FieldError = Pick<TextInputProps, 'error' | 'classNames'>;

export interface CheckoutValues {
  email: string;
  phone: string;
  studentFirstName: string;
  studentLastName: string;
  address: DeliveryAddress;
  /** Optional: one code for every box of the checkout. */
  promotionCode?: string;
}

export interface CheckoutFormProps {
  /** Which parts the form asks for: the guest's contact, the student, the home address. */
  rules: CheckoutRules;
  /** Prefills the contact and the home-delivery address (typed before, or a signed-in parent's saved address), and the child a reorder names. */
  initialValues?: Partial<CheckoutValues>;
  /** Says why the home address is asked, when it is not for the one box's school. */
  addressHint?: string;
  /** Under the hint: what shipping home costs, when nothing above the form says it. */
  addressNote?: ReactNode;
  state: {
    submitting: boolean;
    /** Why the boxes cannot be bought as they are (shown once a submission is refused), or null. */
    blocked?: string | null;
    /** Shown under the fields after a failed submission (e.g. 'Failed to start checkout'). */
    failure?: ReactNode;
    /** Why the API refused the promotion code typed, shown under its field. */
    codeError?: string | null;
    /** The refusal came from Continue: the field takes the focus, so that it is read out. */
    codeRefusedAtCheckout?: boolean;
  };
  student?: StudentChoice;
  /** Called with valid values only. */
  onSubmit: (values: CheckoutValues) => void;
  /** Called with the values as they are typed. */
  onValuesChange?: (values: CheckoutValues) => void;
  /** 'Add Another Child', when there is room for another box: called with the student named. */
  onAddAnotherChild?: (values: CheckoutValues) => void;
  onCancel: () => void;
}

type Refusal = 'checkout' | 'anotherChild' | null;

/**
 * The order form of step 2: the guest's contact (when `guest`), the student (unless it only
 * pays boxes named before), and the home-delivery address when a box is delivered home. The
 * contract's order schema checks it by the server's rules: every docs/product.md §5 rule broken,
 * each message shown under the first field it is about; every field it is about is marked and
 * described by it, so a screen reader reads it on each (shown once, it is read out on the
 * others), and the first field in error has the focus. Adding another child asks only for this one's name: the contact and the address are
 * asked once, at checkout.
 */
export function CheckoutForm({
  rules: { guest, deliverToSchool, student = true },
  initialValues,
  addressHint = texts.addressHint,
  addressNote,
  state: { submitting, blocked = null, failure, codeError = null, codeRefusedAtCheckout = false },
  student: studentChoice = {},
  onSubmit,
  onValuesChange,
  onAddAnotherChild,
  onCancel,
}: CheckoutFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const validators = useMemo(
    () => ({
      checkout: schemaResolver(checkoutForm({ guest, deliverToSchool, student }), { sync: true }),
      anotherChild: schemaResolver(checkoutForm({ guest: false, deliverToSchool: true }), { sync: true }),
    }),
    [guest, deliverToSchool, student],
  );
  const form = useForm<CheckoutValues>({
    initialValues: {
      email: initialValues?.email ?? '',
      phone: initialValues?.phone ?? '',
      studentFirstName: initialValues?.studentFirstName ?? '',
      studentLastName: initialValues?.studentLastName ?? '',
      address: { ...emptyAddress, ...initialValues?.address },
      promotionCode: initialValues?.promotionCode ?? '',
    },
    onValuesChange: (values) => {
      studentChoice.onChange?.(values.studentFirstName, values.studentLastName);
      onValuesChange?.(values);
    },
  });
  // Once a submission was refused, the message follows the fields as they are corrected.
  const [refused, setRefused] = useState<Refusal>(null);
  const errors = refused ? validators[refused](form.values) : {};
  const [firstInError] = Object.keys(errors);
  // Why the boxes cannot be bought, once every field is right.
  const problem = firstInError === undefined && refused ? blocked : null;
  // Each message is shown under the first field it is about, and read out on the others.
  const shownUnder = new Map<ReactNode, string>();
  for (const [path, message] of Object.entries(errors)) if (!shownUnder.has(message)) shownUnder.set(message, path);
  const errorOf = (path: string): FieldError => {
    const message = errors[path];
    if (!message) return { error: undefined };
    return shownUnder.get(message) === path ? { error: message } : { error: message, classNames: { error: classes.readOutError } };
  };

  const field = (path: 'email' | 'phone' | 'studentFirstName' | 'studentLastName') => ({
    ...form.getInputProps(path),
    ...errorOf(path),
    name: path,
    size: 'md' as const,
    'aria-required': true,
  });

  /** Runs `then` with the values when `refusal`'s rules pass; otherwise shows every problem and focuses the first field in error. */
  function attempt(refusal: Exclude<Refusal, null>, then: (values: CheckoutValues) => void) {
    const found = validators[refusal](form.getValues());
    const first = Object.keys(found)[0];
    if (!first && !blocked) {
      if (!submitting) then(form.getValues());
      return;
    }
    setRefused(refusal);
    if (first) formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
  }

  const codeRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (codeRefusedAtCheckout) codeRef.current?.focus();
  }, [codeRefusedAtCheckout]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    attempt('checkout', onSubmit);
  }

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate aria-label={texts.heading} className={classes.form}>
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

        {student && (
          <StudentFieldset
            field={field}
            choice={studentChoice}
            onPick={(child) => form.setValues({ studentFirstName: child.firstName, studentLastName: child.lastName })}
            onAddAnotherChild={onAddAnotherChild && (() => attempt('anotherChild', onAddAnotherChild))}
            submitting={submitting}
          />
        )}

        {!deliverToSchool && (
          <fieldset className={classes.fieldset}>
            <legend className={classes.legend}>{texts.addressHeading}</legend>
            <Text size="sm" c="dimmed" mb="sm">
              {addressHint}
            </Text>
            {addressNote}
            <AddressFields form={form} prefix="address." errorOf={errorOf} />
          </fieldset>
        )}

        <TextInput
          {...form.getInputProps('promotionCode')}
          ref={codeRef}
          error={codeError ?? undefined}
          name="promotionCode"
          size="md"
          label={texts.promotionCode}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={PROMOTION_CODE_MAX_LENGTH}
          className={classes.code}
        />

        {problem && (
          <Alert id={PROBLEM_ID} color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {problem}
          </Alert>
        )}
        {failure}

        <Stack gap="xs">
          {/* Continue first: on a phone it is drawn above Cancel, and focus goes in the order things are drawn. */}
          <Group className={classes.actions} gap="sm">
            <Button type="submit" size="md" loading={submitting} leftSection={<IconLock size={16} aria-hidden />}>
              {texts.continueToCheckout}
            </Button>
            <Button variant="default" size="md" onClick={onCancel} disabled={submitting}>
              {texts.cancel}
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
