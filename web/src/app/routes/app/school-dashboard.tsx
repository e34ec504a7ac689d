import { WithProfile } from '@/components/guards/with-profile';
import { SchoolAssignmentRequired } from '@/features/school-dashboard/components/school-assignment-required';
import { AdminSchoolDashboard, RepSchoolDashboard, SchoolDashboardFrame } from '@/features/school-dashboard/components/school-dashboard-page';

/**
 * docs/product.md §2 School dashboard: admins (any school) and school representatives (their own); anyone
 * else is told to ask for a school. Until the session is known, the representative's frame.
 */
export function SchoolDashboardRoute() {
  return (
    <WithProfile
      pending={<SchoolDashboardFrame />}
      render={(profile, _user, role) => {
        if (role === 'admin') return <AdminSchoolDashboard />;
        if (role === 'rep')
          return <RepSchoolDashboard school={profile.schoolId && profile.school ? { id: profile.schoolId, name: profile.school.name } : null} />;
        return <SchoolAssignmentRequired />;
      }}
    />
  );
}
