import { Burger, Button, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogin, IconLogout } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSession, useSignOut, type Session } from '@/lib/session/session';
import { useOpenedOnce } from '@/lib/ui/use-opened-once';
import { BrandMark } from './brand-mark';
import { LanguageSwitch } from './language-switch';
import classes from './nav-bar.module.css';
import { navItemsFor } from './nav-items';
import { NAV_TEXTS } from './texts';

const MobileMenu = lazy(() => import('./mobile-menu').then((m) => ({ default: m.MobileMenu })));

/** Admin, the school's name for a school representative, or Parent. */
function roleBadgeLabel(session: Pick<Session, 'role' | 'profile'>): string | null {
  switch (session.role) {
    case 'admin':
      return NAV_TEXTS.roleBadge.admin;
    case 'rep':
      return session.profile?.school?.name ?? NAV_TEXTS.roleBadge.repWithoutSchoolName;
    case 'parent':
      return NAV_TEXTS.roleBadge.parent;
    default:
      return null;
  }
}

export function NavBar() {
  const session = useSession();
  const signOut = useSignOut();
  const [menuOpened, menu] = useDisclosure(false);
  const menuMounted = useOpenedOnce(menuOpened);
  const items = navItemsFor(session.role);
  const email = session.user?.email ?? null;
  const badge = roleBadgeLabel(session);

  const handleSignOut = () => {
    menu.close();
    void signOut();
  };

  return (
    <div className={classes.inner}>
      <Link to={paths.home.getHref()} className={classes.brand} aria-label={NAV_TEXTS.brandHome}>
        <BrandMark className={classes.brandMark} />
        <span className={classes.brandName} translate="no">
          {NAV_TEXTS.brand}
        </span>
      </Link>

      <nav aria-label={NAV_TEXTS.mainNavLabel} className={`${classes.links} ${classes.desktopOnly}`}>
        {items.map((item) => (
          <NavLink key={item.to} to={item.to} end={item.end} className={classes.link}>
            {item.label}
          </NavLink>
        ))}
      </nav>

      {/* Empty while the session loads: no Sign In flashing before a restored user's e-mail. */}
      <div className={`${classes.account} ${classes.desktopOnly}`}>
        <LanguageSwitch className={classes.language} />
        {session.status === 'signed-in' && (
          <>
            <Text size="sm" c="dimmed" truncate="end" className={classes.email} title={email ?? undefined}>
              {email}
            </Text>
            <Button variant="default" size="sm" className={classes.signOut} leftSection={<IconLogout size={16} aria-hidden />} onClick={handleSignOut}>
              {NAV_TEXTS.signOut}
            </Button>
          </>
        )}
        {session.status === 'signed-out' && (
          <Button component={Link} to={paths.auth.login.getHref()} size="sm" leftSection={<IconLogin size={16} aria-hidden />}>
            {NAV_TEXTS.signIn}
          </Button>
        )}
      </div>

      <Burger
        className={classes.mobileOnly}
        opened={menuOpened}
        onClick={menu.toggle}
        aria-label={menuOpened ? NAV_TEXTS.closeMenu : NAV_TEXTS.openMenu}
        aria-expanded={menuOpened}
        size="sm"
      />

      {menuMounted && (
        <Suspense fallback={null}>
          <MobileMenu opened={menuOpened} onClose={menu.close} items={items} status={session.status} email={email} badge={badge} onSignOut={handleSignOut} />
        </Suspense>
      )}
    </div>
  );
}
