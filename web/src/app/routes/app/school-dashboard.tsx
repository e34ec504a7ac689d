import { WithProfile } from '@/components/guards/with-profile';
import { SchoolAssignmentRequired } from '@/features/school-dashboard/components/school-assignment-required';
import { SchoolDashboardPlaceholder } from '@/features/school-dashboard/components/school-dashboard-placeholder';

/** Spec §2 School dashboard: admins and school representatives; anyone else is told to ask for a school. */
export function SchoolDashboardRoute() {
  return (
    <WithProfile
      render={(profile, _user, role) =>
        role === 'parent' ? (
          <SchoolAssignmentRequired />
        ) : (
          <SchoolDashboardPlaceholder admin={role === 'admin'} schoolName={profile.school?.name ?? null} />
        )
      }
    />
  );
}
