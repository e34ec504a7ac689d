import { AppShell, Container, Progress } from '@mantine/core';
import { matchPath, Outlet, useLocation, useNavigation } from 'react-router-dom';
import { paths } from '@/config/paths';
import classes from './app-layout.module.css';
import { NavBar } from './nav-bar/nav-bar';

/** Spec §2: the navigation bar is hidden on the sign-in and sign-up screens. */
const PATHS_WITHOUT_NAV = [paths.auth.login.path, paths.auth.signup.path];

export const SKIP_LINK_TEXT = 'Skip to main content';

export function AppLayout() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const showNav = !PATHS_WITHOUT_NAV.some((path) => matchPath(path, pathname));

  return (
    <AppShell header={showNav ? { height: 64 } : undefined}>
      <a href="#main-content" className={classes.skipLink}>
        {SKIP_LINK_TEXT}
      </a>
      {navigation.state === 'loading' && (
        <Progress value={100} animated size="xs" radius={0} className={classes.progress} aria-hidden />
      )}
      {showNav && (
        <AppShell.Header className={classes.header}>
          <Container h="100%">
            <NavBar />
          </Container>
        </AppShell.Header>
      )}
      <AppShell.Main id="main-content" tabIndex={-1} className={classes.main}>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
