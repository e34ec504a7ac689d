import { WithProfile } from '@/components/guards/with-profile';
import { DashboardPage } from '@/features/dashboard/components/dashboard-page';

export function DashboardRoute() {
  return <WithProfile render={(profile, user) => <DashboardPage profile={profile} user={user} />} />;
}
