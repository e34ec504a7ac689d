import './app/mantine-styles';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadScreenAt } from './app/router';
import { loadPageTexts, startPageLocale } from './lib/i18n/page-locale';
import { startFirebaseUnlessPrerendered } from './lib/session/session-provider';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

startPageLocale();
startFirebaseUnlessPrerendered();
// Not a top-level await: it would turn off the bundler's chunk optimisations. The opened screen
// comes with its texts; the app shell's are loaded beside. Firebase Auth, which starts after the
// first paint (see session-provider.tsx), does not compete with the screen's own chunk.
void Promise.all([loadScreenAt(window.location.pathname), loadPageTexts()]).then(() =>
  // A transition renders in slices that let the browser answer between them, instead of one
  // long task: a prerendered screen is already on view and answers scrolling meanwhile.
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  ),
);
