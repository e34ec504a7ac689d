import { lazy, Suspense, type ComponentType } from 'react';
import { createBrowserRouter, Navigate, RouterProvider, useRouteError, type RouteObject } from 'react-router-dom';
import { RequireAuth } from '@/components/guards/require-auth';
import { RequireAdmin, RequireAdminOrRedirect } from '@/components/guards/require-role';
import { RequireVerifiedEmail } from '@/components/guards/require-verified-email';
import { AppLayout } from '@/components/layout/app-layout';
import { ErrorBoundary, ErrorFallback } from '@/components/ui/error-fallback';
import { FullPageLoader } from '@/components/ui/full-page-loader';
import { UI_TEXTS } from '@/components/ui/texts';
import { paths } from '@/config/paths';
import { lazyWithTexts } from '@/lib/i18n/lazy';
import { loadPageTexts } from '@/lib/i18n/page-locale';
import { useSession } from '@/lib/session';
import { useOpenedOnce } from '@/lib/use-opened-once';

/** Every screen is its own chunk, so a route downloads only its own code (and texts, in the page's language). */
function lazyScreen(load: () => Promise<ComponentType>): RouteObject['lazy'] {
  return async () => {
    const Component = await load();
    await loadPageTexts();
    return { Component };
  };
}

function RouteError() {
  const error = useRouteError();
  console.error(error);
  // Most often a chunk that a new deployment replaced: reloading fetches the current one.
  return <ErrorFallback message={UI_TEXTS.error.pageFailed} onRetry={() => window.location.reload()} />;
}

/**
 * Spec §4 Session: the one-hour session's timers and warning popup, and the toasts that only
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

/** Spec §2. Guards are layout routes around the screens they protect. */
export const routes: RouteObject[] = [
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
    HydrateFallback: FullPageLoader,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, lazy: lazyScreen(() => import('./routes/landing').then((m) => m.LandingRoute)) },
          {
            path: paths.comingSoon.path,
            lazy: lazyScreen(() => import('./routes/coming-soon').then((m) => m.ComingSoonRoute)),
          },
          {
            path: paths.accessibility.path,
            lazy: lazyScreen(() => import('./routes/accessibility').then((m) => m.AccessibilityRoute)),
          },
          { path: paths.shop.path, lazy: lazyScreen(() => import('./routes/shop').then((m) => m.ShopRoute)) },
          {
            path: paths.myOrders.path,
            lazy: lazyScreen(() => import('./routes/my-orders').then((m) => m.MyOrdersRoute)),
          },
          { path: paths.auth.login.path, lazy: lazyScreen(() => import('./routes/auth/login').then((m) => m.LoginRoute)) },
          {
            path: paths.auth.signup.path,
            lazy: lazyScreen(() => import('./routes/auth/signup').then((m) => m.SignupRoute)),
          },
          {
            // Screens that paint from their own HTML and fill in the account once it is known:
            // where sign-up leads, and the parent's and the representative's dashboards.
            element: <RequireAuth showWhileLoading />,
            children: [
              {
                path: paths.auth.emailVerification.path,
                lazy: lazyScreen(() => import('./routes/auth/email-verification').then((m) => m.EmailVerificationRoute)),
              },
              {
                path: paths.app.dashboard.path,
                lazy: lazyScreen(() => import('./routes/app/dashboard').then((m) => m.DashboardRoute)),
              },
              {
                path: paths.app.schoolDashboard.path,
                lazy: lazyScreen(() => import('./routes/app/school-dashboard').then((m) => m.SchoolDashboardRoute)),
              },
            ],
          },
          {
            element: <RequireAdmin showWhileLoading />,
            children: [{ path: paths.app.admin.path, lazy: lazyScreen(() => import('./routes/app/admin').then((m) => m.AdminRoute)) }],
          },
          {
            element: <RequireAdminOrRedirect />,
            children: [
              {
                path: paths.app.apiTest.path,
                lazy: lazyScreen(() => import('./routes/app/api-test').then((m) => m.ApiTestRoute)),
              },
            ],
          },
          { path: '*', element: <Navigate to={paths.home.getHref()} replace /> },
        ],
      },
    ],
  },
];

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The browser's router, once it has loaded the lazy screen of the page it opened on: the
 * first render then paints that screen, not a loader, and Firebase Auth (which starts after
 * the first paint, see session-provider.tsx) does not compete with the screen's own chunk.
 */
export function startRouter(): Promise<AppRouter> {
  const router = createBrowserRouter(routes);
  if (router.state.initialized) return Promise.resolve(router);
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve(router);
    });
  });
}

export function AppRoutes({ router }: { router: AppRouter }) {
  return <RouterProvider router={router} />;
}
