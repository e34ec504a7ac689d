import { Container, Stack, Tabs, Text, Title } from '@mantine/core';
import { Suspense, type ComponentType } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DocumentTitle } from '@/components/ui/document-title';
import { phoneTabsClassNames } from '@/components/ui/phone-tabs';
import { printClasses } from '@/components/ui/print';
import { lazyWithTexts } from '@/lib/i18n/lazy';
import { ADMIN_TEXTS } from '../texts';
import { LoadingCards } from './loading-cards';
import { OverviewTab } from './overview-tab';

// The tabs after Overview load when opened: the route's first download stays the overview's.
const lazyTab = (load: () => Promise<ComponentType>) => lazyWithTexts(async () => ({ default: await load() }));
const OrdersTab = lazyTab(async () => (await import('./orders-tab')).OrdersTab);
const SchoolsTab = lazyTab(async () => (await import('./schools-tab')).SchoolsTab);
const SupplyListsTab = lazyTab(async () => (await import('./supply-lists-tab')).SupplyListsTab);
const ProductsTab = lazyTab(async () => (await import('./products-tab')).ProductsTab);
const CodesTab = lazyTab(async () => (await import('./codes-tab')).CodesTab);
const MarginsTab = lazyTab(async () => (await import('./margins-tab')).MarginsTab);
const SettingsTab = lazyTab(async () => (await import('./settings-tab')).SettingsTab);
const PurchasingTab = lazyTab(async () => (await import('./purchasing-tab')).PurchasingTab);
const ShipmentsTab = lazyTab(async () => (await import('@/components/shipments/components/shipments-tab')).ShipmentsTab);

/** A lazy tab, with its own loading line until its code has arrived (and, in the page's frame, meanwhile). */
function LazyPanel({ value, loading, Tab, frame }: { value: string; loading: string; Tab: ComponentType; frame: boolean }) {
  return (
    <Tabs.Panel value={value} pt="lg">
      {frame ? (
        <LoadingCards label={loading} />
      ) : (
        <Suspense fallback={<LoadingCards label={loading} />}>
          <Tab />
        </Suspense>
      )}
    </Tabs.Panel>
  );
}

const tabs = ['overview', 'orders', 'schools', 'supply-lists', 'products', 'purchasing', 'shipments', 'codes', 'margins', 'settings'] as const;
type Tab = (typeof tabs)[number];

/** Each tab's name in the catalog, read as the page renders. */
const tabTexts = {
  overview: 'overview',
  orders: 'orders',
  schools: 'schools',
  'supply-lists': 'supplyLists',
  products: 'products',
  purchasing: 'purchasing',
  shipments: 'shipments',
  codes: 'codes',
  margins: 'margins',
  settings: 'settings',
} as const satisfies Record<Tab, keyof typeof ADMIN_TEXTS.tabs>;

const isTab = (value: string | null): value is Tab => tabs.includes(value as Tab);

/**
 * /admin (docs/product.md §2 Admin dashboard): the spec's five tabs, then Purchasing (stock, docs/decisions.md
 * §26), Codes, Margins and Settings (money beyond the list price and what the boxes earned,
 * docs/decisions.md §24, §26). The open tab is in the address (?tab=…), so a
 * reload or a shared link opens it again; only the open tab is mounted, so only its data loads.
 * `frame`: the page while the session is not known yet (painted from its own HTML), nothing loading.
 */
export function AdminPage({ frame = false }: { frame?: boolean }) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const active: Tab = isTab(requested) ? requested : 'overview';

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <DocumentTitle title={ADMIN_TEXTS.title} />
      <Stack gap={4} mb="lg" className={printClasses.screenOnly}>
        <Title order={1}>{ADMIN_TEXTS.title}</Title>
        <Text c="dimmed">{ADMIN_TEXTS.intro}</Text>
      </Stack>
      <Tabs
        value={active}
        onChange={(tab) => setParams(tab && tab !== 'overview' ? { tab } : {}, { replace: true })}
        keepMounted={false}
        classNames={phoneTabsClassNames}
      >
        <Tabs.List aria-label={ADMIN_TEXTS.tabs.label} className={printClasses.screenOnly}>
          {tabs.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {ADMIN_TEXTS.tabs[tabTexts[tab]]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="overview" pt="lg">
          <OverviewTab frame={frame} />
        </Tabs.Panel>
        <LazyPanel value="orders" loading={ADMIN_TEXTS.orders.loading} Tab={OrdersTab} frame={frame} />
        <LazyPanel value="schools" loading={ADMIN_TEXTS.schools.loading} Tab={SchoolsTab} frame={frame} />
        <LazyPanel value="supply-lists" loading={ADMIN_TEXTS.supplyLists.loading} Tab={SupplyListsTab} frame={frame} />
        <LazyPanel value="products" loading={ADMIN_TEXTS.products.loading} Tab={ProductsTab} frame={frame} />
        <LazyPanel value="purchasing" loading={ADMIN_TEXTS.purchasing.loading} Tab={PurchasingTab} frame={frame} />
        <LazyPanel value="shipments" loading={ADMIN_TEXTS.shipments.loading} Tab={ShipmentsTab} frame={frame} />
        <LazyPanel value="codes" loading={ADMIN_TEXTS.codes.loading} Tab={CodesTab} frame={frame} />
        <LazyPanel value="margins" loading={ADMIN_TEXTS.margins.loading} Tab={MarginsTab} frame={frame} />
        <LazyPanel value="settings" loading={ADMIN_TEXTS.settings.loading} Tab={SettingsTab} frame={frame} />
      </Tabs>
    </Container>
  );
}
