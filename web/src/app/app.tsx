import { AppProvider } from './provider';
import { AppRoutes, type AppRouter } from './router';

export function App({ router }: { router: AppRouter }) {
  return (
    <AppProvider>
      <AppRoutes router={router} />
    </AppProvider>
  );
}
