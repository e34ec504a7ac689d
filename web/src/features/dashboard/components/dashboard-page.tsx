import { Container, Stack, Text, Title } from '@mantine/core';
import { DocumentTitle } from '@/components/ui/document-title';
import type { Profile } from '@/lib/session/profile';
import type { SessionUser } from '@/lib/session/session';
import { DASHBOARD_TEXTS } from '../texts';
import classes from './dashboard-page.module.css';
import { DetailsCard, DetailsLoading } from './details-card';
import { NextSteps } from './next-steps';
import { RecentOrders } from './recent-orders';
import { ShopCard } from './shop-card';

/** Without them, the page's frame while the session loads: the shop card, the rest loading. */
interface DashboardPageProps {
  profile?: Profile;
  user?: SessionUser;
}

function greetingOf(firstName: string | null | undefined): string {
  const name = firstName?.trim();
  return name ? DASHBOARD_TEXTS.greeting({ firstName: name }) : DASHBOARD_TEXTS.greetingWithoutName;
}

/** /dashboard: the parent's home: a greeting, what is left to do, the way to the shop, recent orders and saved details. */
export function DashboardPage({ profile, user }: DashboardPageProps) {
  return (
    <Container py={{ base: 'lg', sm: 'xl' }}>
      <DocumentTitle title={DASHBOARD_TEXTS.pageTitle} />
      <Stack gap={4} mb="lg">
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {greetingOf(profile?.firstName)}
        </Title>
        <Text c="dimmed">{DASHBOARD_TEXTS.intro}</Text>
      </Stack>
      <div className={classes.grid}>
        <Stack gap="lg">
          <NextSteps user={user ?? null} />
          <ShopCard />
          <RecentOrders user={user ?? null} />
        </Stack>
        <div className={classes.details}>{profile && user ? <DetailsCard profile={profile} uid={user.uid} email={user.email} /> : <DetailsLoading />}</div>
      </div>
    </Container>
  );
}
