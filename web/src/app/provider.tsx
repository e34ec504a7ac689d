import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, use, useState, type ReactNode } from 'react';
import { AuthProvider, FirebaseAppProvider } from 'reactfire';
import { ERROR_TEXTS, ErrorBoundary, ErrorFallback } from '@/components/ui/error-fallback';
import { FullPageLoader } from '@/components/ui/full-page-loader';
import { SessionProvider } from '@/lib/auth';
import { loadFirebase } from '@/lib/firebase';
import { createQueryClient } from '@/lib/query-client';
import { cssVariablesResolver, theme } from '@/theme';

/** Suspends until Firebase is configured (in emulator mode: after GET /api/client-config). */
function FirebaseProviders({ children }: { children: ReactNode }) {
  const { app, auth } = use(loadFirebase());
  return (
    <FirebaseAppProvider firebaseApp={app}>
      <AuthProvider sdk={auth}>{children}</AuthProvider>
    </FirebaseAppProvider>
  );
}

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);

  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <Notifications position="top-right" />
      <ErrorBoundary fallback={(reset) => <ErrorFallback message={ERROR_TEXTS.startFailed} onRetry={reset} />}>
        <Suspense fallback={<FullPageLoader />}>
          <QueryClientProvider client={queryClient}>
            <FirebaseProviders>
              <SessionProvider>
                <ModalsProvider>{children}</ModalsProvider>
              </SessionProvider>
            </FirebaseProviders>
          </QueryClientProvider>
        </Suspense>
      </ErrorBoundary>
    </MantineProvider>
  );
}
