import { lazy, Suspense, type ComponentType } from 'react';
import { matchRoutes, Navigate, Outlet, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { RequireAuth } from '@/components/guards/require-auth';
import { RequireAdmin, RequireAdminOrRedirect } from '@/components/guards/require-role';
import { RequireVerifiedEmail } from '@/components/guards/require-verified-email';
import { AppLayout } from '@/components/layout/app-layout';
import { ErrorBoundary, ErrorFallback } from '@/components/ui/error-fallback';
import { FullPageLoader } from '@/components/ui/full-page-loader';
import { UI_TEXTS } from '@/components/ui/texts';
import { paths } from '@/config/paths';
import { lazyWithTexts } from '@/lib/i18n/lazy';
import { lazyScreen, type LazyScreen } from '@/lib/ui/lazy-screen';
import { ScreenHandOver } from '@/lib/ui/screen-hand-over';
import { useSession } from '@/lib/session/session';
import { useOpenedOnce } from '@/lib/ui/use-opened-once';

function RouteError() {
  // Most often a chunk that a new deployment replaced: reloading fetches the current one.
  return <ErrorFallback message={UI_TEXTS.error.pageFailed} onRetry={() => window.location.reload()} />;
}

/**
 * Where screens render. One that fails shows a retry until the next navigation; one still loading
 * keeps the screen before it on view, which can no longer change the address in place (ScreenHandOver).
 */
function Screens() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname} fallback={() => <RouteError />}>
      <Suspense fallback={<FullPageLoader />}>
        <ScreenHandOver>
          <Outlet />
        </ScreenHandOver>
      </Suspense>
    </ErrorBoundary>
  );
}

const screenRoute = (path: string | undefined, load: () => Promise<ComponentType>): RouteObject => {
  const { Screen, preload } = lazyScreen(load);
  return { ...(path === undefined ? { index: true } : { path }), element: <Screen />, handle: { preload } };
};

/**
 * docs/product.md §4 Session: the one-hour session's timers and warning popup, and the toasts that only
 * signed-in screens show. Loaded only once someone is signed in, so visitors who are not
 * never download them; if they cannot be loaded the app carries on without them.
 */
const SessionExpiryWatch = lazyWithTexts(async () => ({ default: (await import('@/features/session/components/session-expiry-watch')).SessionExpiryWatch }));
const AppNotifications = lazy(() => import('./notifications').then((m) => ({ default: m.AppNotifications })));

function WhenSignedIn() {
  const { status } = useSession();
  const signedIn = status === 'signed-in';
  // Toasts stay once loaded: the end of a session is announced by one, after the sign-out.
  const toasts = useOpenedOnce(signedIn);
  if (!toasts) return null;
  return (
    <ErrorBoundary fallback={() => null}>
      <Suspense fallback={null}>
        {signedIn && <SessionExpiryWatch />}
        <AppNotifications />
      </Suspense>
    </ErrorBoundary>
  );
}

/** docs/product.md §2. Guards are layout routes around the screens they protect. */
const routes: RouteObject[] = [
  {
    path: paths.home.path,
    element: (
      <>
        <WhenSignedIn />
        <RequireVerifiedEmail>
          <AppLayout />
        </RequireVerifiedEmail>
      </>
    ),
    children: [
      {
        element: <Screens />,
        children: [
          screenRoute(undefined, () => import('./routes/landing').then((m) => m.LandingRoute)),
          screenRoute(paths.comingSoon.path, () => import('./routes/coming-soon').then((m) => m.ComingSoonRoute)),
          screenRoute(paths.accessibility.path, () => import('./routes/accessibility').then((m) => m.AccessibilityRoute)),
          screenRoute(paths.shop.path, () => import('./routes/shop').then((m) => m.ShopRoute)),
          screenRoute(paths.myOrders.path, () => import('./routes/my-orders').then((m) => m.MyOrdersRoute)),
          screenRoute(paths.backorder.path, () => import('./routes/backorder').then((m) => m.BackorderRoute)),
          screenRoute(paths.teacherList.path, () => import('./routes/teacher-list').then((m) => m.TeacherListRoute)),
          screenRoute(paths.auth.login.path, () => import('./routes/auth/login').then((m) => m.LoginRoute)),
          screenRoute(paths.auth.signup.path, () => import('./routes/auth/signup').then((m) => m.SignupRoute)),
          screenRoute(paths.auth.invitation.path, () => import('./routes/auth/invitation').then((m) => m.InvitationRoute)),
          {
            // Screens that paint from their own HTML and fill in the account once it is known:
            // where sign-up leads, and the parent's and the representative's dashboards.
            element: <RequireAuth showWhileLoading />,
            children: [
              screenRoute(paths.auth.emailVerification.path, () => import('./routes/auth/email-verification').then((m) => m.EmailVerificationRoute)),
              screenRoute(paths.app.dashboard.path, () => import('./routes/app/dashboard').then((m) => m.DashboardRoute)),
              screenRoute(paths.app.schoolDashboard.path, () => import('./routes/app/school-dashboard').then((m) => m.SchoolDashboardRoute)),
            ],
          },
          {
            element: <RequireAuth />,
            children: [screenRoute(paths.app.schoolOrder.path, () => import('./routes/app/staff-order').then((m) => m.SchoolOrderRoute))],
          },
          {
            element: <RequireAdmin showWhileLoading />,
            children: [screenRoute(paths.app.admin.path, () => import('./routes/app/admin').then((m) => m.AdminRoute))],
          },
          {
            element: <RequireAdmin />,
            children: [
              screenRoute(paths.app.adminOrder.path, () => import('./routes/app/staff-order').then((m) => m.AdminOrderRoute)),
              screenRoute(paths.app.adminShipmentPrint.path, () => import('./routes/app/shipment-print').then((m) => m.ShipmentPrintRoute)),
            ],
          },
          {
            element: <RequireAdminOrRedirect />,
            children: [screenRoute(paths.app.apiTest.path, () => import('./routes/app/api-test').then((m) => m.ApiTestRoute))],
          },
          { path: '*', element: <Navigate to={paths.home.getHref()} replace /> },
        ],
      },
    ],
  },
];

/**
 * Loads the screen at `pathname`, so that the first render paints it rather than a loader. A
 * screen that cannot be loaded shows its error once rendered.
 */
export async function loadScreenAt(pathname: string): Promise<void> {
  const screen = matchRoutes(routes, pathname)?.at(-1)?.route.handle as Pick<LazyScreen, 'preload'> | undefined;
  await screen?.preload().catch(() => undefined);
}

export function AppRoutes() {
  return useRoutes(routes);
}
