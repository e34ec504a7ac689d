import { Alert, Badge, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { byGrade, formatMoney, type SchoolYearsResponse, type SupplyList } from '@ssb/contract';
import { useState, type ReactNode } from 'react';
import { api, routePath } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';
import { PAST_YEARS_TEXTS } from './past-years-texts';

const texts = PAST_YEARS_TEXTS.pastYears;

const useSchoolYears = () =>
  useQuery({ queryKey: queryKeys.schoolYears(), queryFn: (): Promise<SchoolYearsResponse> => api.get(routePath('GET /school-years')) });

async function pastLists(schoolId: string, year: string): Promise<SupplyList[]> {
  const { supplyLists } = await api.get(routePath('GET /schools/{id}/supply-lists', { id: schoolId }, { year }));
  return supplyLists.sort(byGrade);
}

/**
 * The staff's year picker (docs/decisions.md §28): the current year shows `children` (the lists
 * to edit, as before); a past year shows that year's archived lists of the school, read-only.
 */
export function YearPicker({ schoolId, children }: { schoolId: string; children: ReactNode }) {
  const years = useSchoolYears();
  const [picked, setPicked] = useState<string | null>(null);
  const current = years.data?.current;
  const past = picked !== null && current && picked !== current.id ? years.data?.years.find((y) => y.id === picked) : undefined;
  return (
    <Stack gap="md">
      {years.data && years.data.years.length > 1 && (
        <NativeSelect
          label={texts.picker}
          maw={260}
          value={picked ?? years.data.current.id}
          onChange={(event) => setPicked(event.currentTarget.value)}
          data={years.data.years.map((y) => ({ value: y.id, label: y.id === years.data.current.id ? texts.current({ name: y.name }) : y.name }))}
        />
      )}
      {past ? <PastLists schoolId={schoolId} year={past.id} name={past.name} /> : children}
    </Stack>
  );
}

function PastLists({ schoolId, year, name }: { schoolId: string; year: string; name: string }) {
  const lists = useQuery({ queryKey: [...queryKeys.staffLists(schoolId), 'year', year], queryFn: () => pastLists(schoolId, year) });
  return (
    <Stack gap="sm" component="section" aria-labelledby="past-year-heading">
      <Title order={3} size="h4" id="past-year-heading">
        {texts.heading({ name })}
      </Title>
      <Alert color="gray">{texts.readOnly}</Alert>
      {!lists.data ? (
        <Text c="dimmed">{texts.loading}</Text>
      ) : lists.data.length === 0 ? (
        <Text>{texts.none({ name })}</Text>
      ) : (
        lists.data.map((list) => (
          <Paper key={list.id} withBorder p="md" component="article" aria-label={list.name}>
            <Group justify="space-between">
              <Text fw={700}>{list.name}</Text>
              <Group gap="xs">
                <Text size="sm">{texts.items({ count: list.productsMappings.length })}</Text>
                {list.totalPrice !== null && <Badge variant="light">{formatMoney(list.totalPrice)}</Badge>}
              </Group>
            </Group>
          </Paper>
        ))
      )}
    </Stack>
  );
}
