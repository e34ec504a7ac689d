import { AdminPage } from '@/features/admin/components/admin-page';
import { useSession } from '@/lib/session/session';

/**
 * docs/product.md §2 /admin: administrators only (the router's RequireAdmin guards it, and shows the route
 * while the role is unknown): until then the page's frame, painted from its own HTML.
 */
export function AdminRoute() {
  const { role } = useSession();
  return <AdminPage frame={role === null} />;
}
