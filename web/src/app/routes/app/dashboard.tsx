import { WithProfile } from '@/components/guards/with-profile';
import { DashboardPage } from '@/features/dashboard/components/dashboard-page';

export function DashboardRoute() {
  // Until the account and its profile are known, the page's frame (painted from its own HTML).
  return <WithProfile pending={<DashboardPage />} render={(profile, user) => <DashboardPage profile={profile} user={user} />} />;
}
