// The server-side render of a public route's first screen, run at build time by
// scripts/prerender.mjs: the page's HTML then shows the screen before any JavaScript has
// arrived, and the app, once loaded, renders the same screen over it.
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { defineTexts, loadLocale, setLocaleSource, type Locale } from '@ssb/contract';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes, loadScreenAt } from './app/router';
import { SessionContext } from './lib/session/session';
import { LOADING_SESSION } from './lib/session/session-provider';
import { cssVariablesResolver, theme } from './theme';
import pageEn from './app/locales/page.en';

import { LOOKUP_STORAGE_KEY } from './features/orders/hooks/use-lookup-criteria';
import { SESSION_START_STORAGE_KEY } from './lib/session/session-start';
import { LANGUAGE_COOKIE, LANGUAGE_PARAM, LOCALE_STORAGE_KEY } from './lib/i18n/page-locale';

export { GUEST_VIEW_ATTRIBUTE } from './lib/session/session-start';
export { SUBMITTED_ATTRIBUTE } from './lib/forms/prerendered-fields';

/**
 * When one of these is stored, the app will not show a prerendered guest view as it was
 * prerendered: someone probably is signed in (their orders instead), or the guest has a lookup
 * remembered in this tab (the form folded away, their orders shown). The page's HTML hides it.
 */
export const GUEST_VIEW_REPLACED_WHEN = [
  { storage: 'localStorage', key: SESSION_START_STORAGE_KEY },
  { storage: 'sessionStorage', key: LOOKUP_STORAGE_KEY },
] as const;

export { LOCALES } from '@ssb/contract';

/** What the inline script that picks a prerendered page's language needs to know (scripts/prerender.mjs). */
export const LANGUAGE_CHOICE = { storageKey: LOCALE_STORAGE_KEY, cookie: LANGUAGE_COOKIE, param: LANGUAGE_PARAM } as const;

const PAGE_TEXTS = defineTexts('page', pageEn, { es: () => import('./app/locales/page.es') });

/** What a prerendered page says, in `locale`, to a browser that runs no JavaScript. */
export async function noScriptText(locale: Locale): Promise<string> {
  setLocaleSource(() => locale);
  await loadLocale(locale);
  return PAGE_TEXTS.noScript;
}

/** The markup of `path` as the app first paints it in `locale`: the session still loading, no data yet. */
export async function prerender(path: string, locale: Locale): Promise<string> {
  setLocaleSource(() => locale);
  await loadScreenAt(path);
  // The screen's module is loaded by now, so are its texts' loaders.
  await loadLocale(locale);
  return renderToString(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={new QueryClient()}>
        <SessionContext value={LOADING_SESSION}>
          <StaticRouter location={path}>
            <AppRoutes />
          </StaticRouter>
        </SessionContext>
      </QueryClientProvider>
    </MantineProvider>,
  );
}
