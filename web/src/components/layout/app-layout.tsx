import { Container, Progress } from '@mantine/core';
import { Link, matchPath, Outlet, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useScreenLoading } from '@/lib/ui/lazy-screen';
import classes from './app-layout.module.css';
import { NavBar } from './nav-bar/nav-bar';
import { NAV_TEXTS } from './nav-bar/texts';

/** docs/product.md §2: the navigation bar is hidden on the sign-in and sign-up screens (and the invitation page, which looks like them). */
const PATHS_WITHOUT_NAV = [paths.auth.login.path, paths.auth.signup.path, paths.auth.invitation.path];

export function AppLayout() {
  const { pathname } = useLocation();
  const screenLoading = useScreenLoading();
  const showNav = !PATHS_WITHOUT_NAV.some((path) => matchPath(path, pathname));

  return (
    // A header and a main of our own rather than Mantine's AppShell: its navbar, aside and
    // scroll locking, which we do not use, weighed 10 kB of every route's first download.
    <>
      <a href="#main-content" className={classes.skipLink}>
        {NAV_TEXTS.skipToMain}
      </a>
      {screenLoading && <Progress value={100} animated size="xs" radius={0} className={classes.progress} aria-hidden />}
      {showNav && (
        <header className={classes.header}>
          <Container h="100%">
            <NavBar />
          </Container>
        </header>
      )}
      <main id="main-content" tabIndex={-1} className={classes.main} data-with-header={showNav || undefined}>
        <Outlet />
      </main>
      <footer className={classes.footer}>
        <Container>
          <Link to={paths.accessibility.getHref()} className={classes.footerLink}>
            {NAV_TEXTS.accessibility}
          </Link>
        </Container>
      </footer>
    </>
  );
}
