import { Alert, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertCircle, IconLock, IconPlus } from '@tabler/icons-react';
import { useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  emptyAddress,
  checkoutForm,
  EMAIL_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  STUDENT_NAME_MAX_LENGTH,
  type CheckoutRules,
  type DeliveryAddress,
  type RememberedChild,
} from '@ssb/contract';
import { AddressFields } from '@/components/forms/address-fields';
import { ORDER_TEXTS } from '../order-texts';
import classes from './checkout-form.module.css';

const texts = ORDER_TEXTS.form;
const PROBLEM_ID = 'checkout-problem';

export interface CheckoutValues {
  email: string;
  phone: string;
  studentFirstName: string;
  studentLastName: string;
  address: DeliveryAddress;
}

export interface CheckoutFormProps extends CheckoutRules {
  /** Says why the home address is asked, when it is not for the one box's school. */
  addressHint?: string;
  /** Prefills the contact and the home-delivery address (typed before, or a signed-in parent's saved address), and the child a reorder names. */
  initialValues?: Partial<CheckoutValues>;
  submitting: boolean;
  /** Why the boxes cannot be bought as they are (shown once a submission is refused), or null. */
  blocked?: string | null;
  /** Shown under the fields after a failed submission (e.g. 'Failed to start checkout'). */
  failure?: ReactNode;
  /** Called with valid values only. */
  onSubmit: (values: CheckoutValues) => void;
  /** 'Add Another Child', when there is room for another box: called with the student named. */
  onAddAnotherChild?: (values: CheckoutValues) => void;
  /** The student's names as they are typed, for the boxes shown beside the form. */
  onStudentChange?: (firstName: string, lastName: string) => void;
  /** A signed-in family's children from earlier orders, offered to fill in the student; those of `schoolId` first. */
  rememberedChildren?: readonly RememberedChild[];
  /** The school of the box being named. */
  schoolId?: string;
  onCancel: () => void;
}

type Refusal = 'checkout' | 'anotherChild' | null;

/** How many remembered children are offered: a household's, not a class list. */
const OFFERED_CHILDREN = 6;

/** The children of this school first (the newest order first within each), at most OFFERED_CHILDREN. */
function offeredChildren(children: readonly RememberedChild[], schoolId: string | undefined): readonly RememberedChild[] {
  const here = children.filter((child) => child.schoolId === schoolId);
  return [...here, ...children.filter((child) => child.schoolId !== schoolId)].slice(0, OFFERED_CHILDREN);
}

/**
 * The order form of step 2: the guest's contact (when `guest`), the student (unless it only
 * pays boxes named before), and the home-delivery address when a box is delivered home. The
 * contract's order schema checks it as the server does: one message, the first spec §5 rule
 * broken, shown once, with the fields it is about marked. Adding another child asks only for
 * this one's name: the contact and the address are asked once, at checkout.
 */
export function CheckoutForm({
  guest,
  deliverToSchool,
  student = true,
  initialValues,
  addressHint = texts.addressHint,
  submitting,
  blocked = null,
  failure,
  onSubmit,
  onAddAnotherChild,
  onStudentChange,
  rememberedChildren = [],
  schoolId,
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
    },
    onValuesChange: (values) => onStudentChange?.(values.studentFirstName, values.studentLastName),
  });
  // Once a submission was refused, the message follows the fields as they are corrected.
  const [refused, setRefused] = useState<Refusal>(null);
  const errors = refused ? validators[refused](form.values) : {};
  const problem = Object.values(errors)[0] ?? (refused && blocked);
  const marked = (path: string) => Boolean(errors[path]);

  const field = (path: 'email' | 'phone' | 'studentFirstName' | 'studentLastName') => ({
    ...form.getInputProps(path),
    name: path,
    size: 'md' as const,
    error: marked(path),
    'aria-describedby': marked(path) ? PROBLEM_ID : undefined,
  });

  /** Runs `then` with the values when `refusal`'s rules pass; otherwise shows the first problem and focuses its field. */
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

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    attempt('checkout', onSubmit);
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

        {student && (
          <fieldset className={classes.fieldset}>
            <legend className={classes.legend}>{texts.studentHeading}</legend>
            {rememberedChildren.length > 0 && (
              <Group gap="xs" mb="md" role="group" aria-label={texts.yourChildren}>
                <Text size="sm" c="dimmed">
                  {texts.yourChildren}
                </Text>
                {offeredChildren(rememberedChildren, schoolId).map((child) => {
                  const name = `${child.firstName} ${child.lastName}`;
                  return (
                    <Button
                      key={`${name}-${child.schoolId}`}
                      variant="default"
                      size="compact-sm"
                      radius="xl"
                      onClick={() => form.setValues({ studentFirstName: child.firstName, studentLastName: child.lastName })}
                    >
                      {child.schoolId === schoolId ? name : texts.childAtSchool({ name, school: child.schoolName })}
                    </Button>
                  );
                })}
              </Group>
            )}
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput {...field('studentFirstName')} label={texts.studentFirstName} autoComplete="off" maxLength={STUDENT_NAME_MAX_LENGTH} withAsterisk />
              <TextInput {...field('studentLastName')} label={texts.studentLastName} autoComplete="off" maxLength={STUDENT_NAME_MAX_LENGTH} withAsterisk />
            </SimpleGrid>
            {onAddAnotherChild && (
              <Button
                variant="light"
                mt="md"
                leftSection={<IconPlus size={16} aria-hidden />}
                disabled={submitting}
                onClick={() => attempt('anotherChild', onAddAnotherChild)}
              >
                {texts.addAnotherChild}
              </Button>
            )}
          </fieldset>
        )}

        {!deliverToSchool && (
          <fieldset className={classes.fieldset}>
            <legend className={classes.legend}>{texts.addressHeading}</legend>
            <Text size="sm" c="dimmed" mb="sm">
              {addressHint}
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
