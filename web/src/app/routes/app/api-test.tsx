import { WithProfile } from '@/components/guards/with-profile';
import { ApiTestPage } from '@/features/api-test/components/api-test-page';
import { getCurrentIdToken } from '@/lib/api/id-token';
import { dashboardPathOf, useSignOut } from '@/lib/session/session';

const deps = { getToken: getCurrentIdToken };

export function ApiTestRoute() {
  const signOut = useSignOut();
  return (
    <WithProfile
      render={(_profile, user, role) => <ApiTestPage user={user} dashboardHref={dashboardPathOf(role)} onSignOut={() => void signOut()} deps={deps} />}
    />
  );
}
