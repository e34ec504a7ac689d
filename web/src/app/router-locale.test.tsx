import { onTestFinished, expect, it } from 'vitest';
import { setLocaleSource } from '@ssb/contract';
import { LOCALE_STORAGE_KEY, startPageLocale } from '@/lib/i18n/page-locale';
import { renderApp, screen, sessions } from '@/testing/test-utils';
import { AppRoutes } from './router';

// A file of its own: no other test has loaded the screen's module, nor so its texts, before.
it("shows a screen's own texts in the page's language the first time it loads", async () => {
  localStorage.setItem(LOCALE_STORAGE_KEY, 'es');
  startPageLocale();
  onTestFinished(() => {
    localStorage.removeItem(LOCALE_STORAGE_KEY);
    setLocaleSource(() => 'en');
  });

  renderApp(<AppRoutes />, { path: '/login', session: sessions.signedOut() });
  expect(await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeInTheDocument();
});
