import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, type RenderResult } from '@testing-library/react';
import { useState, type ReactElement, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { emptyAddress } from '@ssb/contract';
import type { Profile } from '@/lib/session/profile';
import { roleOf, SessionContext, type Session } from '@/lib/session/session';
import { LOADING_SESSION } from '@/lib/session/session-provider';
import { cssVariablesResolver, theme } from '@/theme';

/** A whole profile as the API answers it (a parent's, verified), with `overrides`. */
export const aProfile = (overrides: Partial<Profile> = {}): Profile => ({
  id: 'user-1',
  authId: overrides.id ?? 'user-1',
  email: 'parent@example.com',
  type: 'USER',
  schoolId: null,
  school: null,
  firstName: '',
  lastName: '',
  phone: '',
  ...emptyAddress,
  fullAddress: '',
  emailVerified: true,
  emailVerificationLinkSentAt: null,
  dailyDigest: true,
  ...overrides,
});

/** A session as the guards and screens see it. */
export const sessions = {
  loading: (): Session => ({ ...LOADING_SESSION }),
  signedOut: (): Session => ({ ...sessions.loading(), status: 'signed-out' }),
  /** Signed in with a verified e-mail and the given profile type (default a parent). */
  signedIn: (profile: Partial<Profile> = {}, user: Partial<NonNullable<Session['user']>> = {}): Session => {
    const fullProfile = aProfile(profile);
    return {
      ...sessions.loading(),
      status: 'signed-in',
      user: { uid: fullProfile.id, email: fullProfile.email, emailVerified: true, ...user },
      profileStatus: 'ready',
      profile: fullProfile,
      role: roleOf(fullProfile),
    };
  },
  admin: () => sessions.signedIn({ email: 'admin@example.com', type: 'ADMIN' }),
  rep: () => sessions.signedIn({ email: 'rep@example.com', type: 'USER', schoolId: 'school-1', school: { name: 'Maple Elementary' } }),
  parent: () => sessions.signedIn(),
  unverified: () => sessions.signedIn({ emailVerified: false }, { emailVerified: false }),
};

const createTestQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

export function TestProviders({ session, queryClient: given, children }: { session: Session; queryClient?: QueryClient; children: ReactNode }) {
  const [queryClient] = useState(() => given ?? createTestQueryClient());
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
      <QueryClientProvider client={queryClient}>
        <SessionContext value={session}>{children}</SessionContext>
      </QueryClientProvider>
    </MantineProvider>
  );
}

interface RenderOptions {
  session?: Session;
  /** The URL to start at. */
  path?: string;
  /** The route tree; by default `ui` is rendered at every path. */
  routes?: RouteObject[];
  /** The cache the screens share (the app's own settings, say); by default a fresh one without retries. */
  queryClient?: QueryClient;
}

/**
 * Renders inside Mantine, TanStack Query, a session and a memory router (without `routes`,
 * `ui` answers every path). `location()` tells where navigation ended.
 */
export function renderApp(ui: ReactElement | null, { session = sessions.signedOut(), path = '/', routes, queryClient }: RenderOptions = {}) {
  const router = createMemoryRouter(routes ?? [{ path: '*', element: ui }], { initialEntries: [path] });
  const result: RenderResult = render(
    <TestProviders session={session} queryClient={queryClient}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...result, router, location: () => router.state.location.pathname };
}

export { screen };
