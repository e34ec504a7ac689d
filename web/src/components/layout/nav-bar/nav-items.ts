import { paths } from '@/config/paths';
import type { Role } from '@/lib/session/session';
import { NAV_TEXTS } from './texts';

export interface NavItem {
  label: string;
  to: string;
  end?: boolean;
}

/** Home, Shop, My Orders, and a dashboard link for admins and school representatives. */
export function navItemsFor(role: Role | null): NavItem[] {
  const items: NavItem[] = [
    { label: NAV_TEXTS.home, to: paths.home.getHref(), end: true },
    { label: NAV_TEXTS.shop, to: paths.shop.getHref() },
    { label: NAV_TEXTS.myOrders, to: paths.myOrders.getHref() },
  ];
  if (role === 'admin') items.push({ label: NAV_TEXTS.dashboard, to: paths.app.admin.getHref() });
  if (role === 'rep') items.push({ label: NAV_TEXTS.dashboard, to: paths.app.schoolDashboard.getHref() });
  return items;
}
