import { AdminPage } from '@/features/admin/components/admin-page';

/** Spec §2 /admin: administrators only (the router's RequireAdmin guards it). */
export function AdminRoute() {
  return <AdminPage />;
}
