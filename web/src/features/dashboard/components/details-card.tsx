import { Alert, Button, Center, Group, Loader, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notify } from '@/lib/ui/notify';
import { IconAlertCircle, IconInfoCircle, IconPencil } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import type { Profile } from '@/lib/session/profile';
import { formatPhone, PROFILE_MAX_LENGTH as MAX, ProfileForm, type ProfileForm as ProfileFieldValues } from '@ssb/contract';
import { AddressFields } from '@/components/forms/address-fields';
import { useUpdateProfile } from '../api/update-profile';
import { DASHBOARD_TEXTS } from '../texts';
import { detailsOf, hasMissingDetails } from '../details';
import classes from './dashboard-page.module.css';

const texts = DASHBOARD_TEXTS.details;

function DetailsForm({ profile, uid, onDone }: { profile: Profile; uid: string; onDone: () => void }) {
  const update = useUpdateProfile(uid);
  const form = useForm<ProfileFieldValues>({
    mode: 'uncontrolled',
    initialValues: detailsOf(profile),
    validate: schemaResolver(ProfileForm, { sync: true }),
  });

  const submit = (values: ProfileFieldValues) =>
    update.mutate(
      { userId: profile.id, values },
      {
        onSuccess: () => {
          notify({ color: 'teal', message: texts.saved });
          onDone();
        },
      },
    );

  const field = (name: keyof ProfileFieldValues, label: string, autoComplete: string, required = true) => (
    <TextInput label={label} autoComplete={autoComplete} maxLength={MAX[name]} withAsterisk={required} key={form.key(name)} {...form.getInputProps(name)} />
  );

  return (
    <form noValidate onSubmit={form.onSubmit(submit)} aria-label={texts.title}>
      <Stack gap="sm">
        {update.isError && (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" title={texts.saveFailed}>
            {update.error.message}
          </Alert>
        )}
        <SimpleGrid cols={2} spacing="sm" verticalSpacing="sm">
          {field('firstName', texts.firstName, 'given-name')}
          {field('lastName', texts.lastName, 'family-name')}
        </SimpleGrid>
        <TextInput
          label={texts.phone}
          type="tel"
          autoComplete="tel"
          maxLength={MAX.phone}
          withAsterisk
          key={form.key('phone')}
          {...form.getInputProps('phone')}
        />
        <AddressFields form={form} />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onDone} disabled={update.isPending}>
            {texts.cancel}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {texts.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function DetailsView({ profile, email }: { profile: Profile; email: string | null }) {
  const details = detailsOf(profile);
  const name = [details.firstName, details.lastName].filter((part) => part.trim()).join(' ');
  // The API composes the full address (docs/product.md §3 User fullAddress).
  const address = details.line1.trim() ? (profile.fullAddress ?? '') : '';
  const notProvided = (
    <Text span c="dimmed" fs="italic">
      {texts.notProvided}
    </Text>
  );

  return (
    <Stack gap="md">
      {hasMissingDetails(details) && (
        <Alert color="indigo" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
          {texts.missingHint}
        </Alert>
      )}
      <dl className={classes.detailsList}>
        <div>
          <dt>{texts.name}</dt>
          <dd>{name || notProvided}</dd>
        </div>
        <div>
          <dt>{texts.email}</dt>
          <dd>{email ?? profile.email}</dd>
        </div>
        <div>
          <dt>{texts.phone}</dt>
          <dd>{details.phone ? formatPhone(details.phone) : notProvided}</dd>
        </div>
        <div>
          <dt>{texts.address}</dt>
          <dd>{address || notProvided}</dd>
        </div>
      </dl>
    </Stack>
  );
}

/** The card around the details: its title, an action beside it, and what it holds. */
function DetailsPaper({ action, children }: { action?: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <Group justify="space-between" mb="md">
        <Title order={2} size="h4">
          {texts.title}
        </Title>
        {action}
      </Group>
      {children}
    </Paper>
  );
}

/** The card while the profile is not known yet (the dashboard's frame). */
export function DetailsLoading() {
  return (
    <DetailsPaper>
      <Center py="lg">
        <Loader size="sm" role="status" aria-label={texts.loading} />
      </Center>
    </DetailsPaper>
  );
}

/** The parent's saved contact and address details, editable in place (PUT /users/{id}). */
export function DetailsCard({ profile, uid, email }: { profile: Profile; uid: string; email: string | null }) {
  const [editing, setEditing] = useState(false);

  return (
    <DetailsPaper
      action={
        !editing && (
          <Button variant="light" size="compact-sm" leftSection={<IconPencil size={14} aria-hidden />} onClick={() => setEditing(true)}>
            {texts.edit}
          </Button>
        )
      }
    >
      {editing ? <DetailsForm profile={profile} uid={uid} onDone={() => setEditing(false)} /> : <DetailsView profile={profile} email={email} />}
    </DetailsPaper>
  );
}
