import { Badge, Center, Container, Group, Loader, Stack, Tabs, Text, Title, type TextProps } from '@mantine/core';
import { IconClipboardList, IconCoin, IconPackage, IconReceipt } from '@tabler/icons-react';
import { Suspense, useEffect, type ReactNode } from 'react';
import { OrderingWindowSummary } from '@/components/schools/ordering-window-summary';
import { DocumentTitle } from '@/components/ui/document-title';
import { phoneTabsClassNames } from '@/components/ui/phone-tabs';
import { printClasses } from '@/components/ui/print';
import { lazyWithTexts } from '@/lib/i18n/lazy';
import { useSchool } from '@/lib/catalog/schools';
import { useAddressChoice } from '../hooks/use-address-choice';
import { SCHOOL_DASHBOARD_TEXTS as texts } from '../texts';
import { AdminSchoolPicker } from './admin-school-picker';
import { NoSchool } from './no-school';
import { SupplyListsTab } from './supply-lists-tab';

const tabs = ['lists', 'orders', 'fulfilment', 'fundraising'] as const;
type Tab = (typeof tabs)[number];
/** The Fulfilment tab's view is dropped when another tab opens. */
const tabResets = ['view'];

// The tabs after the first load when opened, with their texts: the route's first download stays the lists'.
const StudentOrdersTab = lazyWithTexts(async () => ({ default: (await import('./student-orders-tab')).StudentOrdersTab }));
const FulfilmentTab = lazyWithTexts(async () => ({ default: (await import('./fulfilment-tab')).FulfilmentTab }));
const FundraisingTab = lazyWithTexts(async () => ({ default: (await import('./fundraising-tab')).FundraisingTab }));
// The daily digest switch too (Mantine's Switch, the call, its texts): it loads beside the school.
const loadDigestSetting = () => import('./daily-digest-setting');
const DailyDigestSetting = lazyWithTexts(async () => ({ default: (await loadDigestSetting()).DailyDigestSetting }));

function TabLoading() {
  return (
    <Center py="xl">
      <Loader size="sm" role="status" aria-label={texts.tabs.loading} />
    </Center>
  );
}

/**
 * The tabs of a chosen school, the open one in the address (?tab=). Only the open tab is
 * mounted, so the orders are listened to only while shown. Its representative submits drafts for review; an administrator publishes them.
 */
function SchoolTabs({ schoolId, asRepresentative = false }: { schoolId: string; asRepresentative?: boolean }) {
  const [tab, setTab] = useAddressChoice('tab', tabs, tabResets);
  return (
    <Tabs value={tab} onChange={(value) => setTab((value as Tab | null) ?? 'lists')} keepMounted={false} classNames={phoneTabsClassNames}>
      <Tabs.List mb="lg" className={printClasses.screenOnly}>
        <Tabs.Tab value="lists" leftSection={<IconClipboardList size={18} aria-hidden />}>
          {texts.tabs.lists}
        </Tabs.Tab>
        <Tabs.Tab value="orders" leftSection={<IconReceipt size={18} aria-hidden />}>
          {texts.tabs.orders}
        </Tabs.Tab>
        <Tabs.Tab value="fulfilment" leftSection={<IconPackage size={18} aria-hidden />}>
          {texts.tabs.fulfilment}
        </Tabs.Tab>
        <Tabs.Tab value="fundraising" leftSection={<IconCoin size={18} aria-hidden />}>
          {texts.tabs.fundraising}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="lists">
        <SupplyListsTab key={schoolId} schoolId={schoolId} mayRequestReview={asRepresentative} />
      </Tabs.Panel>
      <Tabs.Panel value="orders">
        <Suspense fallback={<TabLoading />}>
          <StudentOrdersTab key={schoolId} schoolId={schoolId} />
        </Suspense>
      </Tabs.Panel>
      <Tabs.Panel value="fulfilment">
        <Suspense fallback={<TabLoading />}>
          <FulfilmentTab key={schoolId} schoolId={schoolId} />
        </Suspense>
      </Tabs.Panel>
      <Tabs.Panel value="fundraising">
        <Suspense fallback={<TabLoading />}>
          {/* Payouts are an administrator's: the representative's dashboard reads them only. */}
          <FundraisingTab key={schoolId} schoolId={schoolId} mayRecordPayouts={!asRepresentative} />
        </Suspense>
      </Tabs.Panel>
    </Tabs>
  );
}

function Header({ title, admin, children }: { title: string; admin: boolean; children?: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-end" gap="md" mb="lg" className={printClasses.screenOnly}>
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

/** The school's ordering window. */
function OrderingWindowLine({ schoolId, ...props }: { schoolId: string } & TextProps) {
  const school = useSchool(schoolId).data;
  return school ? <OrderingWindowSummary school={school} c="dark.4" className={printClasses.screenOnly} {...props} /> : null;
}

/**
 * What shows above a school's tabs, and the tabs, once the school (or its failure) and their code
 * have arrived: a line arriving after the tabs would move them under a finger about to tap one.
 */
function AfterSchoolLoads({ schoolId, children }: { schoolId: string; children: ReactNode }) {
  if (useSchool(schoolId).isPending) return <TabLoading />;
  return <Suspense fallback={<TabLoading />}>{children}</Suspense>;
}

/** The line of the representative's school under the title. */
function SchoolNameLine({ children }: { children: ReactNode }) {
  return (
    <Text c="dimmed" fw={600} mt={-8} mb={4} className={printClasses.screenOnly}>
      {children}
    </Text>
  );
}

/** The representative's page: its title, then `children`. */
function RepPage({ children }: { children: ReactNode }) {
  return (
    <Container py="xl">
      <DocumentTitle title={texts.repTitle} />
      <Header title={texts.repTitle} admin={false} />
      {children}
    </Container>
  );
}

/**
 * The page until the session is known, painted from its own HTML: the representative's title,
 * a line kept for the school's name, the rest loading. It shows and asks for no data.
 */
export function SchoolDashboardFrame() {
  return (
    <RepPage>
      <SchoolNameLine>{'\u00a0'}</SchoolNameLine>
      <TabLoading />
    </RepPage>
  );
}

/** docs/product.md §2 School dashboard, for a school representative: its own school. */
export function RepSchoolDashboard({ school }: { school: { id: string; name: string } | null }) {
  const hasSchool = school !== null;
  useEffect(() => {
    if (hasSchool) void loadDigestSetting();
  }, [hasSchool]);
  return (
    <RepPage>
      {school ? (
        <>
          <SchoolNameLine>{school.name}</SchoolNameLine>
          <AfterSchoolLoads schoolId={school.id}>
            <Stack gap={4} mb="lg" className={printClasses.screenOnly}>
              <OrderingWindowLine schoolId={school.id} />
              <DailyDigestSetting />
            </Stack>
            <SchoolTabs schoolId={school.id} asRepresentative />
          </AfterSchoolLoads>
        </>
      ) : (
        <NoSchool audience="rep" />
      )}
    </RepPage>
  );
}

/** docs/product.md §2 School dashboard, for an administrator: any school, chosen in the selector. */
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
            {schoolId ? (
              <AfterSchoolLoads schoolId={schoolId}>
                <OrderingWindowLine schoolId={schoolId} mt={-8} mb="lg" />
                <SchoolTabs schoolId={schoolId} />
              </AfterSchoolLoads>
            ) : (
              <NoSchool audience="admin" noSchools={noSchools} />
            )}
          </>
        )}
      </AdminSchoolPicker>
    </Container>
  );
}
