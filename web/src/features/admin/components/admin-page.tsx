import { Container, Stack, Tabs, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { DocumentTitle } from '@/components/ui/document-title';
import { phoneTabsClassNames } from '@/components/ui/phone-tabs';
import { ADMIN_TEXTS } from '../texts';
import { OrdersTab } from './orders-tab';
import { OverviewTab } from './overview-tab';
import { ProductsTab } from './products-tab';
import { SchoolsTab } from './schools-tab';
import { SupplyListsTab } from './supply-lists-tab';

const tabs = ['overview', 'orders', 'schools', 'supply-lists', 'products'] as const;
type Tab = (typeof tabs)[number];

/** Each tab's name in the catalog, read as the page renders. */
const tabTexts = { overview: 'overview', orders: 'orders', schools: 'schools', 'supply-lists': 'supplyLists', products: 'products' } as const satisfies Record<
  Tab,
  keyof typeof ADMIN_TEXTS.tabs
>;

const isTab = (value: string | null): value is Tab => tabs.includes(value as Tab);

/**
 * /admin (spec §2 Admin dashboard): five tabs. The open tab is in the address (?tab=…), so a
 * reload or a shared link opens it again; only the open tab is mounted, so only its data loads.
 */
export function AdminPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const active: Tab = isTab(requested) ? requested : 'overview';

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <DocumentTitle title={ADMIN_TEXTS.title} />
      <Stack gap={4} mb="lg">
        <Title order={1}>{ADMIN_TEXTS.title}</Title>
        <Text c="dimmed">{ADMIN_TEXTS.intro}</Text>
      </Stack>
      <Tabs
        value={active}
        onChange={(tab) => setParams(tab && tab !== 'overview' ? { tab } : {}, { replace: true })}
        keepMounted={false}
        classNames={phoneTabsClassNames}
      >
        <Tabs.List aria-label={ADMIN_TEXTS.tabs.label}>
          {tabs.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {ADMIN_TEXTS.tabs[tabTexts[tab]]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="overview" pt="lg">
          <OverviewTab />
        </Tabs.Panel>
        <Tabs.Panel value="orders" pt="lg">
          <OrdersTab />
        </Tabs.Panel>
        <Tabs.Panel value="schools" pt="lg">
          <SchoolsTab />
        </Tabs.Panel>
        <Tabs.Panel value="supply-lists" pt="lg">
          <SupplyListsTab />
        </Tabs.Panel>
        <Tabs.Panel value="products" pt="lg">
          <ProductsTab />
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}
