import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GUARD_TEXTS } from '@/components/guards/texts';
import { ADMIN_TEXTS } from '@/features/admin/texts';
import { API_TEST_TEXTS } from '@/features/api-test/texts';
import { AUTH_TEXTS } from '@/features/auth/texts';
import { DASHBOARD_TEXTS } from '@/features/dashboard/texts';
import { MY_ORDERS_TEXTS } from '@/features/orders/texts';
import { SCHOOL_DASHBOARD_TEXTS } from '@/features/school-dashboard/texts';
import { SHOP_TEXTS } from '@/features/shop/texts';
import { api } from '@/lib/api/api-client';
import type { Session } from '@/lib/session/session';
import { speak } from '@/testing/locale';
import { renderApp, screen, sessions } from '@/testing/test-utils';
import { AppRoutes } from './router';

// Which screen each address shows is the point here, not the screens' data: every request waits.
vi.mock('@/lib/api/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api/api-client')>()),
  api: { get: vi.fn(() => new Promise(() => {})), post: vi.fn(), put: vi.fn(), delete: vi.fn() },
}));

beforeEach(() => {
  vi.mocked(api.get).mockClear();
});

const TITLES = {
  login: AUTH_TEXTS.login.title,
  signup: AUTH_TEXTS.signup.title,
  emailVerification: AUTH_TEXTS.verification.title,
  /** The test profiles have no first name. */
  dashboard: DASHBOARD_TEXTS.greetingWithoutName,
  schoolAssignmentRequired: SCHOOL_DASHBOARD_TEXTS.assignmentRequired.title,
  repSchoolDashboard: SCHOOL_DASHBOARD_TEXTS.repTitle,
  apiTest: API_TEST_TEXTS.title,
};

async function visit(path: string, session: Session) {
  const rendered = renderApp(<AppRoutes />, { path, session });
  await screen.findByRole('main');
  return rendered;
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('routes and guards', () => {
  it.each([
    ['/', 'Welcome to School Supply Box'],
    ['/coming-soon', 'Coming Soon'],
    ['/accessibility', 'Accessibility'],
    ['/shop', SHOP_TEXTS.title],
    ['/my-orders', MY_ORDERS_TEXTS.title],
    ['/login', TITLES.login],
    ['/signup', TITLES.signup],
  ])('lets anyone open the public route %s', async (path, title) => {
    const { location } = await visit(path, sessions.signedOut());
    expect(await heading(title)).toBeInTheDocument();
    expect(location()).toBe(path);
  });

  it.each(['/login/email-verification', '/dashboard', '/school-dashboard', '/admin', '/api-test'])(
    'sends an unauthenticated user on %s to /login',
    async (path) => {
      const { location } = await visit(path, sessions.signedOut());
      expect(await heading(TITLES.login)).toBeInTheDocument();
      expect(location()).toBe('/login');
    },
  );

  it.each(['/dashboard', '/school-dashboard', '/admin', '/api-test'])('sends a user who just chose Sign Out on %s home rather than to /login', async (path) => {
    const { location } = await visit(path, { ...sessions.signedOut(), signedOutByUser: true });
    expect(await heading('Welcome to School Supply Box')).toBeInTheDocument();
    expect(location()).toBe('/');
  });

  it.each(['/', '/shop', '/my-orders', '/login', '/dashboard', '/admin', '/coming-soon'])(
    'sends a signed-in user with an unverified e-mail from %s to the verification screen',
    async (path) => {
      const { location } = await visit(path, sessions.unverified());
      expect(await heading(TITLES.emailVerification)).toBeInTheDocument();
      expect(location()).toBe('/login/email-verification');
    },
  );

  it('lets a verified user open the dashboards that need only a sign-in', async () => {
    const { location } = await visit('/dashboard', sessions.parent());
    expect(await heading(TITLES.dashboard)).toBeInTheDocument();
    expect(location()).toBe('/dashboard');
  });

  it('tells a signed-in user without a school who is not an admin to ask for one on /school-dashboard', async () => {
    const { location } = await visit('/school-dashboard', sessions.parent());
    expect(await heading(TITLES.schoolAssignmentRequired)).toBeInTheDocument();
    expect(screen.getByText(/contact an administrator/)).toBeInTheDocument();
    expect(location()).toBe('/school-dashboard');
  });

  it.each([
    ['a school representative', sessions.rep(), SCHOOL_DASHBOARD_TEXTS.repTitle],
    ['an admin', sessions.admin(), SCHOOL_DASHBOARD_TEXTS.adminTitle],
  ])('shows %s the school dashboard', async (_who, session, title) => {
    await visit('/school-dashboard', session);
    expect(await heading(title)).toBeInTheDocument();
    expect(screen.queryByText(TITLES.schoolAssignmentRequired)).not.toBeInTheDocument();
  });

  it('lets a signed-in user with an unverified e-mail stay on /signup (the screen sends them on itself)', async () => {
    const { location } = await visit('/signup', sessions.unverified());
    expect(await heading(TITLES.emailVerification)).toBeInTheDocument();
    expect(location()).toBe('/login/email-verification');
  });

  it('shows /admin to an admin', async () => {
    await visit('/admin', sessions.admin());
    expect(await heading(ADMIN_TEXTS.title)).toBeInTheDocument();
  });

  it.each([
    ['a school representative', sessions.rep()],
    ['a parent', sessions.parent()],
  ])('shows %s the Access Denied panel on /admin, with a way back to /dashboard', async (_who, session) => {
    const { location } = await visit('/admin', session);

    expect(await heading(GUARD_TEXTS.accessDenied.title)).toBeInTheDocument();
    expect(screen.getByText(/administrator privileges are needed/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: ADMIN_TEXTS.title })).not.toBeInTheDocument();
    expect(location()).toBe('/admin');

    await userEvent.click(screen.getByRole('link', { name: 'Back to Dashboard' }));
    expect(await heading(TITLES.dashboard)).toBeInTheDocument();
    expect(location()).toBe('/dashboard');
  });

  it('says Access Denied in Spanish to a parent reading Spanish', async () => {
    await speak('es');
    await visit('/admin', sessions.parent());
    expect(await heading('Acceso denegado')).toBeInTheDocument();
    expect(screen.getByText(/necesita permisos de administrador/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al panel' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Saltar al contenido principal' })).toBeInTheDocument();
  });

  it('shows /api-test to an admin', async () => {
    await visit('/api-test', sessions.admin());
    expect(await heading(TITLES.apiTest)).toBeInTheDocument();
  });

  it.each([
    ['a school representative', sessions.rep(), '/school-dashboard', TITLES.repSchoolDashboard],
    ['a parent', sessions.parent(), '/dashboard', TITLES.dashboard],
  ])('redirects %s from /api-test to %s', async (_who, session, target, title) => {
    const { location } = await visit('/api-test', session);
    expect(await heading(title)).toBeInTheDocument();
    expect(location()).toBe(target);
  });

  it.each([
    ['the sign-in state', sessions.loading()],
    ['the profile', { ...sessions.admin(), profileStatus: 'loading', profile: null, role: null } satisfies Session],
  ])("shows the admin dashboard's frame until %s is known: the tabs, the tiles waiting, no figure asked for", async (_what, session) => {
    await visit('/admin', session);
    expect(await heading(ADMIN_TEXTS.title)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: ADMIN_TEXTS.tabs.overview })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('link', { name: new RegExp(ADMIN_TEXTS.overview.tiles.totalOrders) })).toBeInTheDocument();
    expect(screen.queryByTestId('tile-value')).not.toBeInTheDocument();
    expect(api.get).not.toHaveBeenCalled();
  });

  it('offers a retry when the profile cannot be loaded on an admin-only route', async () => {
    await visit('/admin', { ...sessions.admin(), profileStatus: 'error', profile: null, role: null });
    expect(screen.getByRole('alert')).toHaveTextContent(GUARD_TEXTS.profileError.title);
    expect(screen.getByRole('button', { name: GUARD_TEXTS.profileError.retry })).toBeInTheDocument();
  });

  it('shows a loader while the sign-in state is being restored', async () => {
    const { location } = renderApp(<AppRoutes />, { path: '/api-test', session: sessions.loading() });

    expect(await screen.findByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(location()).toBe('/api-test');
  });

  it("shows the representative's dashboard frame before the sign-in state is known: the title, no school, no tabs yet", async () => {
    const { location } = await visit('/school-dashboard', sessions.loading());
    expect(await heading(TITLES.repSchoolDashboard)).toBeInTheDocument();
    expect(screen.getByRole('status', { name: SCHOOL_DASHBOARD_TEXTS.tabs.loading })).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(api.get).not.toHaveBeenCalled();
    expect(location()).toBe('/school-dashboard');
  });

  it("shows the parent's dashboard frame before the sign-in state is known: nobody's name or data, its parts loading", async () => {
    const { location } = await visit('/dashboard', sessions.loading());
    expect(await heading(DASHBOARD_TEXTS.greetingWithoutName)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: new RegExp(DASHBOARD_TEXTS.shop.cta) })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: DASHBOARD_TEXTS.details.loading })).toBeInTheDocument();
    expect(screen.getByText(DASHBOARD_TEXTS.orders.loading)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: DASHBOARD_TEXTS.details.edit })).not.toBeInTheDocument();
    expect(location()).toBe('/dashboard');
  });

  it.each([
    ['/', 'Welcome to School Supply Box'],
    ['/shop', SHOP_TEXTS.title],
  ])('shows the public route %s before the sign-in state is known', async (path, title) => {
    await visit(path, sessions.loading());
    expect(await heading(title)).toBeInTheDocument();
  });

  it('shows the e-mail verification screen before the sign-in state is known, its buttons off until the account is', async () => {
    await visit('/login/email-verification', sessions.loading());
    expect(await heading(TITLES.emailVerification)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: AUTH_TEXTS.verification.resend })).toBeDisabled();
    expect(screen.getByRole('button', { name: AUTH_TEXTS.verification.wrongAccount })).toBeDisabled();
  });

  it.each(['/nope', '/shop/extra/segments', '/login/unknown'])('redirects the unknown path %s to /', async (path) => {
    const { location } = await visit(path, sessions.signedOut());
    expect(await heading('Welcome to School Supply Box')).toBeInTheDocument();
    expect(location()).toBe('/');
  });
});
