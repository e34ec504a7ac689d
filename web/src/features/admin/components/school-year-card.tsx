import { Alert, Button, Group, Modal, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { StartSchoolYearRequest, type SchoolYear, type SchoolYearsResponse } from '@ssb/contract';
import { useState, type FormEvent } from 'react';
import { reportFailure, useLoggedFailure } from '@/lib/staff/staff-failures';
import { useSchoolYears, useStartSchoolYear } from '../api/school-years';
import { SCHOOL_YEAR_TEXTS } from '../school-year-texts';
import { LoadingCards } from './loading-cards';

const texts = SCHOOL_YEAR_TEXTS.schoolYear;

/**
 * Start a new school year (docs/decisions.md §28): its name and first day, then a confirm step
 * saying how many lists are copied and how many families' children move up, then the result.
 */
export function SchoolYearCard() {
  const years = useSchoolYears();
  useLoggedFailure('the school years', years.error);
  const [started, setStarted] = useState<SchoolYear | null>(null);
  return (
    <Paper component="section" withBorder p="md" maw={640} aria-labelledby="school-year-heading">
      <Stack gap="md">
        <Title order={3} size="h4" id="school-year-heading">
          {texts.heading}
        </Title>
        {started && (
          <Alert color="green" role="status">
            {texts.started({ name: started.name, lists: started.listsCopied })}
          </Alert>
        )}
        {years.data ? <StartYearForm years={years.data} onStarted={setStarted} /> : <LoadingCards label={texts.loading} />}
      </Stack>
    </Paper>
  );
}

function StartYearForm({ years, onStarted }: { years: SchoolYearsResponse; onStarted: (year: SchoolYear) => void }) {
  const start = useStartSchoolYear();
  const [confirming, setConfirming] = useState<StartSchoolYearRequest | null>(null);
  const form = useForm({ initialValues: { name: '', startsOn: '' }, validate: schemaResolver(StartSchoolYearRequest, { sync: true }) });

  function review(event: FormEvent<HTMLFormElement>) {
    form.onSubmit((values) => setConfirming({ name: values.name.trim(), startsOn: values.startsOn }))(event);
  }

  function confirm() {
    if (!confirming) return;
    start.mutate(confirming, {
      onSuccess: (year) => {
        setConfirming(null);
        form.reset();
        onStarted(year);
      },
      onError: (error) => {
        setConfirming(null);
        reportFailure(texts.startFailed, error);
      },
    });
  }

  return (
    <form onSubmit={review} noValidate>
      <Stack gap="md">
        <Text size="sm">{texts.current({ name: years.current.name, startsOn: years.current.startsOn })}</Text>
        <Text size="sm" c="dimmed">
          {texts.intro}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={texts.name} placeholder={texts.namePlaceholder} required {...form.getInputProps('name')} />
          <TextInput type="date" label={texts.startsOn} required {...form.getInputProps('startsOn')} />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit">{texts.review}</Button>
        </Group>
      </Stack>
      <Modal opened={confirming !== null} onClose={() => setConfirming(null)} title={texts.confirmTitle({ name: confirming?.name ?? '' })}>
        <Stack gap="sm">
          <Text>{texts.confirmLists({ lists: years.next.lists, name: confirming?.name ?? '' })}</Text>
          <Text>{texts.confirmFamilies({ families: years.next.families })}</Text>
          <Text size="sm" c="dimmed">
            {texts.confirmOnce}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(null)}>
              {texts.cancel}
            </Button>
            <Button onClick={confirm} loading={start.isPending}>
              {texts.start}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </form>
  );
}
