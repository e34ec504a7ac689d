import type { ReactNode } from 'react';
import { FullPageLoader } from '@/components/ui/full-page-loader';
import type { Profile } from '@/lib/profile';
import { useSession, type Role, type SessionUser } from '@/lib/session';
import { ProfileError } from './profile-error';

/** Waits for the signed-in user's profile (offering a retry if it fails), then renders with it. */
export function WithProfile({ render }: { render: (profile: Profile, user: SessionUser, role: Role) => ReactNode }) {
  const { user, profile, role, profileStatus, retryProfile } = useSession();
  if (profileStatus === 'error' || (profileStatus === 'ready' && !profile)) return <ProfileError onRetry={retryProfile} />;
  if (!user || !profile || role === null) return <FullPageLoader />;
  return render(profile, user, role);
}
