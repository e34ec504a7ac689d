import { Alert, Button, Collapse, Group, Paper, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconAlertCircle, IconChevronDown, IconSearch } from '@tabler/icons-react';
import { schemaResolver, useForm } from '@mantine/form';
import { useId, useRef, type ReactNode } from 'react';
import { EMAIL_MAX_LENGTH, OrderLookupForm, PHONE_MAX_LENGTH } from '@ssb/contract';
import { useTakeOverPrerenderedFields } from '@/lib/forms/prerendered-fields';
import type { LookupCriteria } from '../api/lookup-orders';
import { MY_ORDERS_TEXTS } from '../texts';
import columns from '@/components/ui/columns.module.css';
import classes from './guest-lookup-form.module.css';

const texts = MY_ORDERS_TEXTS.lookup;
const FIELDS = ['email', 'phone'] as const;

interface GuestLookupFormProps {
  initial: LookupCriteria | null;
  busy: boolean;
  expanded: boolean;
  onToggle: () => void;
  onLookup: (criteria: LookupCriteria) => void;
  /** The lookup's outcome, shown under the button ('Failed to lookup orders', no orders found). */
  feedback?: ReactNode;
}

/** The collapsible 'Find Your Orders' form of a guest (docs/product.md §2 My Orders, §5 guest order lookup). */
export function GuestLookupForm({ initial, busy, expanded, onToggle, onLookup, feedback }: GuestLookupFormProps) {
  const form = useForm({
    initialValues: { email: initial?.email ?? '', phone: initial?.phone ?? '' },
    validate: schemaResolver(OrderLookupForm, { sync: true }),
    // What is looked up is what the schema made of it: trimmed.
    transformValues: (values) => OrderLookupForm.parse(values),
  });
  const { email, phone } = form.values;
  const problem = Object.values(form.errors)[0];
  const panelId = useId();
  // My Orders is prerendered: a guest may have started typing before the app arrived.
  const formRef = useRef<HTMLFormElement>(null);
  useTakeOverPrerenderedFields(formRef, FIELDS, (name, value) => form.setFieldValue(name as (typeof FIELDS)[number], value));

  return (
    <Paper withBorder shadow="xs" component="section" aria-labelledby={`${panelId}-heading`} className={classes.panel}>
      <h2 id={`${panelId}-heading`} className={classes.heading}>
        <UnstyledButton className={classes.toggle} aria-expanded={expanded} aria-controls={panelId} onClick={onToggle}>
          <Group gap="sm" wrap="nowrap">
            <IconSearch size={20} aria-hidden className={classes.icon} />
            <span>{texts.heading}</span>
          </Group>
          <IconChevronDown size={20} aria-hidden className={classes.chevron} data-expanded={expanded || undefined} />
        </UnstyledButton>
      </h2>
      <Collapse expanded={expanded} id={panelId}>
        <form
          ref={formRef}
          onSubmit={form.onSubmit((criteria) => {
            if (!busy) onLookup(criteria);
          })}
          noValidate
          className={classes.body}
        >
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {texts.intro}
            </Text>
            <div className={columns.twoFromSm}>
              <TextInput
                label={texts.email}
                name="email"
                type="email"
                autoComplete="email"
                required
                size="md"
                maxLength={EMAIL_MAX_LENGTH}
                {...form.getInputProps('email')}
                error={Boolean(form.errors.email)}
              />
              <TextInput
                label={texts.phone}
                name="phone"
                type="tel"
                autoComplete="tel"
                required
                size="md"
                maxLength={PHONE_MAX_LENGTH}
                {...form.getInputProps('phone')}
                error={Boolean(form.errors.phone)}
              />
            </div>
            {problem && (
              <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
                {String(problem)}
              </Alert>
            )}
            {feedback}
            <Group justify="flex-end">
              <Button type="submit" size="md" className={classes.submit} disabled={!email || !phone || busy} leftSection={<IconSearch size={16} aria-hidden />}>
                {busy ? texts.submitting : texts.submit}
              </Button>
            </Group>
          </Stack>
        </form>
      </Collapse>
    </Paper>
  );
}
