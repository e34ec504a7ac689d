import { TeacherListPage } from '@/features/teacher-list/components/teacher-list-page';

export function TeacherListRoute() {
  return <TeacherListPage />;
}
