import { Badge, Container, Group, Tabs, Text, Title } from '@mantine/core';
import { IconClipboardList, IconReceipt } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { DocumentTitle } from '@/components/ui/document-title';
import { SCHOOL_DASHBOARD_TEXTS as texts } from '../texts';
import { AdminSchoolPicker } from './admin-school-picker';
import { NoSchool } from './no-school';
import { StudentOrdersTab } from './student-orders-tab';
import { SupplyListsTab } from './supply-lists-tab';

type Tab = 'lists' | 'orders';

/** The two tabs of a chosen school. Only the open tab is mounted, so the orders are polled only while shown. */
function SchoolTabs({ schoolId }: { schoolId: string }) {
  const [tab, setTab] = useState<Tab>('lists');
  return (
    <Tabs value={tab} onChange={(value) => setTab((value as Tab | null) ?? 'lists')} keepMounted={false}>
      <Tabs.List mb="lg">
        <Tabs.Tab value="lists" leftSection={<IconClipboardList size={18} aria-hidden />}>
          {texts.tabs.lists}
        </Tabs.Tab>
        <Tabs.Tab value="orders" leftSection={<IconReceipt size={18} aria-hidden />}>
          {texts.tabs.orders}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="lists">
        <SupplyListsTab key={schoolId} schoolId={schoolId} />
      </Tabs.Panel>
      <Tabs.Panel value="orders">
        <StudentOrdersTab key={schoolId} schoolId={schoolId} />
      </Tabs.Panel>
    </Tabs>
  );
}

function Header({ title, admin, children }: { title: string; admin: boolean; children?: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-end" gap="md" mb="lg">
      <Group gap="sm" align="center">
        <Title order={1}>{title}</Title>
        {admin && (
          <Badge variant="light" color="indigo" radius="sm">
            {texts.adminBadge}
          </Badge>
        )}
      </Group>
      {children}
    </Group>
  );
}

/** Spec §2 School dashboard, for a school representative: its own school. */
export function RepSchoolDashboard({ school }: { school: { id: string; name: string } | null }) {
  return (
    <Container py="xl">
      <DocumentTitle title={texts.repTitle} />
      <Header title={texts.repTitle} admin={false} />
      {school ? (
        <>
          <Text c="dimmed" fw={600} mt={-8} mb="lg">
            {school.name}
          </Text>
          <SchoolTabs schoolId={school.id} />
        </>
      ) : (
        <NoSchool audience="rep" />
      )}
    </Container>
  );
}

/** Spec §2 School dashboard, for an administrator: any school, chosen in the selector. */
export function AdminSchoolDashboard() {
  return (
    <Container py="xl">
      <DocumentTitle title={texts.adminTitle} />
      <AdminSchoolPicker>
        {({ picker, schoolId, noSchools }) => (
          <>
            <Header title={texts.adminTitle} admin>
              {picker}
            </Header>
            {schoolId ? <SchoolTabs schoolId={schoolId} /> : <NoSchool audience="admin" noSchools={noSchools} />}
          </>
        )}
      </AdminSchoolPicker>
    </Container>
  );
}
