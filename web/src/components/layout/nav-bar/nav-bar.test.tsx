import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Session } from '@/lib/session/session';
import { speak } from '@/testing/locale';
import { renderApp, screen, sessions } from '@/testing/test-utils';
import { AppLayout } from '../app-layout';
import { NAV_TEXTS } from './texts';

const page = <p>page content</p>;

function renderLayout(path: string, session: Session = sessions.signedOut()) {
  return renderApp(null, {
    path,
    session,
    routes: [
      {
        path: '/',
        element: <AppLayout />,
        children: [
          { index: true, element: page },
          { path: '*', element: page },
        ],
      },
    ],
  });
}

const mainNav = () => screen.getByRole('navigation', { name: NAV_TEXTS.mainNavLabel });

describe('NavBar', () => {
  it.each(['/login', '/signup'])('is hidden on %s', (path) => {
    renderLayout(path);
    expect(screen.getByText('page content')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it.each(['/', '/shop', '/my-orders', '/coming-soon', '/login/email-verification'])('is shown on %s', (path) => {
    renderLayout(path);
    expect(mainNav()).toBeInTheDocument();
  });

  it.each(['/', '/login'])('links the Accessibility page from the footer on %s', (path) => {
    renderLayout(path);
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Accessibility' })).toHaveAttribute('href', '/accessibility');
  });

  it('links the Accessibility page in Spanish', async () => {
    await speak('es');
    renderLayout('/');
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Accesibilidad' })).toHaveAttribute('href', '/accessibility');
  });

  it('renders the page inside the main landmark', () => {
    renderLayout('/shop');
    expect(within(screen.getByRole('main')).getByText('page content')).toBeInTheDocument();
  });

  it('links Home, Shop and My Orders, and Sign In when signed out', () => {
    renderLayout('/');
    const nav = within(mainNav());
    expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(nav.getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/shop');
    expect(nav.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/my-orders');
    expect(nav.queryByRole('link', { name: NAV_TEXTS.dashboard })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
  });

  it('offers neither Sign In nor Sign Out until the sign-in state is known', () => {
    renderLayout('/', sessions.loading());
    expect(within(mainNav()).getByRole('link', { name: 'Shop' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
  });

  it('shows the e-mail and Sign Out when signed in; Sign Out returns to /', async () => {
    const signOut = vi.fn(async () => {});
    const { location } = renderLayout('/my-orders', { ...sessions.parent(), signOut });

    expect(screen.getByText('parent@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(signOut).toHaveBeenCalledOnce();
    expect(location()).toBe('/');
  });

  it.each([
    ['an admin', sessions.admin(), '/admin'],
    ['a school representative', sessions.rep(), '/school-dashboard'],
  ])('links %s to their dashboard', (_who, session, href) => {
    renderLayout('/', session);
    expect(within(mainNav()).getByRole('link', { name: NAV_TEXTS.dashboard })).toHaveAttribute('href', href);
  });

  it('has no dashboard link for a parent', () => {
    renderLayout('/', sessions.parent());
    expect(within(mainNav()).queryByRole('link', { name: NAV_TEXTS.dashboard })).not.toBeInTheDocument();
  });

  describe('mobile menu', () => {
    it.each([
      ['an admin', sessions.admin(), 'Admin'],
      ['a school representative', sessions.rep(), 'Maple Elementary'],
      ['a parent', sessions.parent(), 'Parent'],
    ])('shows the links and the role badge of %s', async (_who, session, badge) => {
      renderLayout('/', session);
      await userEvent.click(screen.getByRole('button', { name: NAV_TEXTS.openMenu }));

      const menu = within(await screen.findByRole('dialog', { name: NAV_TEXTS.menuTitle }));
      expect(menu.getByTestId('role-badge')).toHaveTextContent(badge);
      expect(menu.getByText(session.user?.email ?? '')).toBeInTheDocument();
      const links = within(menu.getByRole('navigation', { name: NAV_TEXTS.mobileNavLabel }));
      expect(links.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
      expect(links.getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/shop');
      expect(links.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/my-orders');
      expect(menu.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    });

    it('gives the focus back to the menu button when it closes, the first time too', async () => {
      renderLayout('/');
      const burger = screen.getByRole('button', { name: NAV_TEXTS.openMenu });

      for (let opening = 0; opening < 2; opening++) {
        burger.focus();
        await userEvent.keyboard('{Enter}');
        const menu = await screen.findByRole('dialog', { name: NAV_TEXTS.menuTitle });
        await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
        await userEvent.keyboard('{Escape}');
        await waitFor(() => expect(burger).toHaveFocus());
      }
    });

    it('offers Sign In and no badge when signed out, and closes when a link is followed', async () => {
      const { location } = renderLayout('/');
      await userEvent.click(screen.getByRole('button', { name: NAV_TEXTS.openMenu }));

      const menu = within(await screen.findByRole('dialog', { name: NAV_TEXTS.menuTitle }));
      expect(menu.queryByTestId('role-badge')).not.toBeInTheDocument();
      expect(menu.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');

      await userEvent.click(menu.getByRole('link', { name: 'Shop' }));
      expect(location()).toBe('/shop');
      expect(screen.queryByRole('dialog', { name: NAV_TEXTS.menuTitle })).not.toBeInTheDocument();
    });
  });
});
