import type { ReactNode } from 'react';
import { FullPageLoader } from '@/components/ui/full-page-loader';
import type { Profile } from '@/lib/session/profile';
import { useSession, type Role, type SessionUser } from '@/lib/session/session';
import { ProfileError } from './profile-error';

/**
 * Waits for the signed-in user's profile (offering a retry if it fails), then renders with it;
 * meanwhile a loader, or `pending`: the screen's frame, which shows nobody's data.
 */
export function WithProfile({ render, pending }: { render: (profile: Profile, user: SessionUser, role: Role) => ReactNode; pending?: ReactNode }) {
  const { user, profile, role, profileStatus, retryProfile } = useSession();
  if (profileStatus === 'error' || (profileStatus === 'ready' && !profile)) return <ProfileError onRetry={retryProfile} />;
  if (!user || !profile || role === null) return pending ?? <FullPageLoader />;
  return render(profile, user, role);
}
