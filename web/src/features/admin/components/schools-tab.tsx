import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconSchool } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import type { School } from '@ssb/contract';
import { OrderingWindowSummary } from '@/components/schools/ordering-window-summary';
import { paths } from '@/config/paths';
import { lazyWithTexts } from '@/lib/i18n/lazy';
import { useLoggedFailure } from '@/lib/staff/staff-failures';
import { ADMIN_TEXTS } from '../texts';
import classes from './admin-page.module.css';
import { useSchoolPages } from '../api/catalog-pages';
import { CardGrid, useAddedCard } from './card-grid';
import { useReturnFocus } from '@/lib/ui/use-return-focus';

const texts = ADMIN_TEXTS.schools;

// Loaded when first opened, with the school requests' schemas, the ordering window's fields and the dialog's texts.
const SchoolDialog = lazyWithTexts(async () => ({ default: (await import('./school-dialog')).SchoolDialog }));
// Loaded when first opened, with the invitation's schema and the people's rows.
const RepresentativesDialog = lazy(async () => ({ default: (await import('./representatives-dialog')).RepresentativesDialog }));

/** docs/product.md §2 Schools: 'Add School', 'Manage School Lists', and a card per school with its lists and users counted and its ordering window. */
export function SchoolsTab() {
  const schools = useSchoolPages();
  useLoggedFailure('schools', schools.error);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<School | null>(null);
  const [staffing, setStaffing] = useState<School | null>(null);
  const added = useAddedCard<School>();
  useReturnFocus(creating || editing !== null || staffing !== null);

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h3">
          {texts.heading}
        </Title>
        <Group gap="sm">
          <Button component={Link} to={paths.app.schoolDashboard.getHref()} variant="default" leftSection={<IconSchool size={16} aria-hidden />}>
            {texts.manageLists}
          </Button>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
            {texts.add}
          </Button>
        </Group>
      </Group>
      <CardGrid
        pending={schools.isPending}
        items={schools.items}
        pagination={schools.pagination}
        label={texts.heading}
        texts={texts}
        keyOf={(item) => item.id}
        // A school is found by its name or its address (the city, the ZIP code).
        nameOf={(item) => `${item.name} ${item.fullAddress}`}
        pinned={added.pinned}
      >
        {(school) => <SchoolCard school={school} onEdit={() => setEditing(school)} onStaff={() => setStaffing(school)} />}
      </CardGrid>
      <Suspense fallback={null}>
        {creating && <SchoolDialog onClose={() => setCreating(false)} onCreated={added.onCreated} />}
        {editing && <SchoolDialog key={editing.id} school={editing} onClose={() => setEditing(null)} />}
        {staffing && <RepresentativesDialog key={staffing.id} school={staffing} onClose={() => setStaffing(null)} />}
      </Suspense>
    </Stack>
  );
}

function SchoolCard({ school, onEdit, onStaff }: { school: School; onEdit: () => void; onStaff: () => void }) {
  const titleId = `school-${school.id}`;
  return (
    <Paper component="article" withBorder p="md" h="100%" aria-labelledby={titleId}>
      <Stack gap="xs" h="100%">
        <Title order={3} size="h4" id={titleId} className={classes.breakable}>
          {school.name}
        </Title>
        <Text size="sm" c={school.fullAddress ? undefined : 'dimmed'} className={classes.breakable}>
          {school.fullAddress || texts.noAddress}
        </Text>
        <Group gap="xs">
          <Badge variant="light" color="indigo" tt="none">
            {texts.listCount({ count: school.supplyListCount ?? school.publishedListCount })}
          </Badge>
          <Badge variant="light" color="gray" tt="none">
            {texts.userCount({ count: school.userCount ?? 0 })}
          </Badge>
          <Badge variant="outline" color={school.deliverToSchool ? 'teal.9' : '#b3470c'} tt="none">
            {school.deliverToSchool ? texts.deliversToSchool : texts.deliversHome}
          </Badge>
        </Group>
        <OrderingWindowSummary school={school} className={classes.breakable} />
        {school.note && (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {school.note}
          </Text>
        )}
        <Group gap="xs" mt="auto" pt="xs">
          <Button size="xs" variant="light" onClick={onEdit} aria-label={texts.editLabel({ name: school.name })}>
            {texts.edit}
          </Button>
          <Button size="xs" variant="default" onClick={onStaff} aria-label={texts.representativesLabel({ name: school.name })}>
            {texts.representatives}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
