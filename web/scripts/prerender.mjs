// After `vite build`: writes the public routes' first screens into their HTML files
// (src/prerender.tsx renders them), so a phone paints the page before the JavaScript has
// arrived. Every other route gets the plain app.html. firebase.json serves each file:
// index.html at /, the PAGES below through their rewrites, app.html for the rest.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { checkScriptHashes } from './csp.mjs';

/** Each prerendered path, its file, and the route module whose screen it shows (router.tsx). */
const PAGES = [
  { path: '/', file: 'index.html', route: 'src/app/routes/landing.tsx' },
  { path: '/shop', file: 'shop.html', route: 'src/app/routes/shop.tsx' },
  // A guest's view; someone probably signed in sees it hidden until the app knows them.
  { path: '/my-orders', file: 'my-orders.html', route: 'src/app/routes/my-orders.tsx' },
  // Where every e-mail to a family leads: the form paints before Firebase Auth has arrived.
  { path: '/login', file: 'login.html', route: 'src/app/routes/auth/login.tsx' },
  { path: '/signup', file: 'signup.html', route: 'src/app/routes/auth/signup.tsx' },
  // Where sign-up leads: the screen paints while Firebase Auth restores the account.
  { path: '/login/email-verification', file: 'login/email-verification.html', route: 'src/app/routes/auth/email-verification.tsx' },
  // The parent's dashboard: its frame (the shop card; orders and details loading) paints at once.
  { path: '/dashboard', file: 'dashboard.html', route: 'src/app/routes/app/dashboard.tsx' },
  // The representative's: the title, the rest loading.
  { path: '/school-dashboard', file: 'school-dashboard.html', route: 'src/app/routes/app/school-dashboard.tsx' },
  // The administrator's: the title, the tabs and the Overview's tiles waiting.
  { path: '/admin', file: 'admin.html', route: 'src/app/routes/app/admin.tsx' },
];

/**
 * Where Hosting finds a page in another language: its i18n root, one folder per language
 * (`es_ALL`: Spanish whatever the country), chosen by the firebase-language-override cookie,
 * else by Accept-Language. English is the default, at the top.
 */
const I18N_ROOT = 'localized';
const folderOf = (locale) => (locale === 'en' ? '' : `${I18N_ROOT}/${locale}_ALL/`);

/**
 * Hosting must serve each page's file at its path in the visitor's language, or the page would
 * silently lose its first paint: clean URLs (`/shop` is shop.html, which i18n then localizes;
 * a rewrite's destination is not localized) and the i18n root the pages are written into.
 */
function checkHosting(firebaseJson) {
  const { cleanUrls, i18n } = JSON.parse(firebaseJson).hosting;
  if (cleanUrls !== true) throw new Error('firebase.json must set hosting.cleanUrls: the prerendered pages are served by their clean URLs');
  if (i18n?.root !== `/${I18N_ROOT}`) throw new Error(`firebase.json must set hosting.i18n.root to /${I18N_ROOT}, where the pages in other languages are`);
}

/**
 * The family's language before the first paint: a shared link's \`?lang=\`, or the language chosen
 * before, may differ from the one Hosting served (its cookie was cleared, or this is the first
 * visit through such a link). Then the cookie is set and the page asked for again, unseen, once.
 * What it decides is what the app decides (src/lib/i18n/page-locale.ts); the names travel in
 * attributes so that the script's text, whose hash the Content-Security-Policy allows, stays fixed.
 */
const chooseLanguageFirst = ({
  storageKey,
  cookie,
  param,
  locales,
}) => `<script data-storage-key="${storageKey}" data-cookie="${cookie}" data-param="${param}" data-locales="${locales.join(' ')}">
      (() => {
        const { storageKey, cookie, param, locales } = document.currentScript.dataset;
        const known = locales.split(' ');
        try {
          const asked = new URLSearchParams(location.search).get(param);
          const stored = localStorage.getItem(storageKey);
          const browser = (navigator.languages || []).map((tag) => tag.toLowerCase().split('-')[0]).find((tag) => known.includes(tag));
          const wanted = known.includes(asked) ? asked : known.includes(stored) ? stored : browser || known[0];
          if (known.includes(asked)) localStorage.setItem(storageKey, asked);
          if (wanted === document.documentElement.lang || sessionStorage.getItem(storageKey) === location.href) return;
          document.cookie = cookie + '=' + wanted + '; path=/; max-age=31536000; samesite=lax';
          sessionStorage.setItem(storageKey, location.href);
          document.documentElement.style.visibility = 'hidden';
          location.replace(location.href);
        } catch {}
      })();
    </script>
  `;

/**
 * Hides the page's guest view (GUEST_VIEW_ATTRIBUTE) from its first paint when the app will
 * replace it (GUEST_VIEW_REPLACED_WHEN, src/prerender.tsx): the page then does not jump.
 */
const hideGuestViewWhenReplaced = (replacedWhen, attribute) => `<script>
      try {
        const replaced = ${JSON.stringify(replacedWhen)}.some(({ storage, key }) => window[storage].getItem(key));
        if (replaced) document.documentElement.setAttribute('data-guest-view-replaced', '');
      } catch {}
    </script>
    <style>[data-guest-view-replaced] [data-prerendered] [${attribute}] { display: none; }</style>
  `;

/**
 * Until the app has taken over, a prerendered form sends nothing: the browser would send it
 * itself, as a GET of the page with what was typed (a password) in its address. The form is
 * marked instead (`attribute`), and the app sends it once it has taken over
 * (src/lib/forms/prerendered-fields.ts). The name travels in an attribute, as the language script's do.
 */
const holdSubmitsForTheApp = (attribute) => `<script data-attribute="${attribute}">
      (() => {
        const { attribute } = document.currentScript.dataset;
        document.addEventListener('submit', (event) => {
          if (!event.target.closest('[data-prerendered]')) return;
          event.preventDefault();
          event.target.setAttribute(attribute, '');
        });
      })();
    </script>
  `;

/**
 * The controls of a prerendered page that only the app answers. A link needs nothing (the browser
 * follows it), nor a form's submit button (its form is held, above).
 */
const APP_CONTROLS = 'button, [role="button"], [role="tab"], [role="switch"], input[type="checkbox"], input[type="radio"]';

/**
 * Until the app has taken over, a prerendered button does nothing: what answers it is the app's.
 * The control tapped is kept instead, and once the app has replaced the page with the same screen,
 * its control of the same kind and name, at the same place among its likes, is tapped. Only the
 * last tap is kept: a second tap on a control that did nothing is the visitor trying again, not
 * a tap back. All of it is here, so the app's first download carries none of it; the selector
 * travels in an attribute, as the language script's names do.
 */
const keepTapsForTheApp = (controls) => `<script data-controls="${controls.replaceAll('"', '&quot;')}">
      (() => {
        const { controls } = document.currentScript.dataset;
        const likeness = (control) => [control.localName, control.type, control.getAttribute('role'), control.getAttribute('aria-label'), control.textContent.trim()].join('|');
        const alike = (root, control) => [...root.querySelectorAll(controls)].filter((other) => likeness(other) === likeness(control));
        // What a press sends, not only its click: some controls answer the press (a password's eye).
        const press = (control) => {
          for (const [Event, type] of [[PointerEvent, 'pointerdown'], [MouseEvent, 'mousedown'], [PointerEvent, 'pointerup'], [MouseEvent, 'mouseup']]) {
            control.dispatchEvent(new Event(type, { bubbles: true, cancelable: true, composed: true, view: window, isPrimary: true, pointerType: 'mouse' }));
          }
          control.click();
        };
        let tapped = null;
        document.addEventListener('click', (event) => {
          const control = event.target instanceof Element ? event.target.closest(controls) : null;
          const page = control && control.closest('[data-prerendered]');
          if (!page || (control.type === 'submit' && control.form)) return;
          const root = page.parentElement;
          if (!tapped) {
            new MutationObserver((changes, observer) => {
              if (page.isConnected) return;
              observer.disconnect();
              // After the screens' own hand-over of what was typed (src/lib/forms/prerendered-fields.ts) has rendered.
              setTimeout(() => {
                const control = alike(root, tapped.control)[tapped.place];
                if (control) press(control);
              });
            }).observe(root, { childList: true });
          }
          tapped = { control, place: alike(page, control).indexOf(control) };
        });
      })();
    </script>
  `;

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const STYLESHEET = /<link rel="stylesheet" crossorigin href="([^"]+)">/g;

/**
 * A prerendered page paints from its HTML and CSS alone, so the app's scripts are asked for
 * only once that first frame is painted (at once in a hidden tab, which paints nothing):
 * until then the CSS has the connection to itself. Asking for a file costs the main thread a
 * millisecond or more (up to 25 ms under Lighthouse, which records each request's script
 * stack): the forty-odd files of a dashboard are asked for two per task, so that no task is
 * long, and the app starts once all are asked for, so that Vite's loader of the screen's chunk
 * finds them there and does not ask for them again in one long task. A hidden tab, which
 * paints nothing and runs timers once a second, asks for all at once.
 */
function loadAppAfterFirstPaint(shell, routeFiles) {
  const entries = [...shell.matchAll(ENTRY_SCRIPT)].map((match) => match[1]);
  const preloads = [...new Set([...[...shell.matchAll(MODULE_PRELOAD)].map((match) => match[1]), ...routeFiles.js])];
  const rest = shell.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '');
  if (entries.length !== 1) throw new Error(`index.html should have one module script, not ${entries.length}`);
  // The files travel in attributes, so the script's text (whose hash the Content-Security-Policy
  // allows, see csp.mjs) stays the same from build to build.
  const loader = `<script data-entry="${entries[0]}" data-preloads="${preloads.join(' ')}">
      (() => {
        const { entry, preloads } = document.currentScript.dataset;
        const add = (tag, props) => document.head.append(Object.assign(document.createElement(tag), { crossOrigin: '', ...props }));
        const rest = [entry, ...preloads.split(' ')];
        const load = (count) => {
          for (const href of rest.splice(0, count)) add('link', { rel: 'modulepreload', href });
          if (rest.length) setTimeout(() => load(2));
          else add('script', { type: 'module', src: entry });
        };
        if (document.visibilityState === 'hidden') load(rest.length);
        else requestAnimationFrame(() => setTimeout(() => load(2)));
      })();
    </script>`;
  // A second link to a stylesheet the shell has would apply it again, after the styles that
  // build on it (a Button's after its UnstyledButton's).
  const linked = new Set([...shell.matchAll(STYLESHEET)].map((match) => match[1]));
  const styles = routeFiles.css
    .filter((href) => !linked.has(href))
    .map((href) => `  <link rel="stylesheet" crossorigin href="${href}">\n  `)
    .join('');
  return rest.replace('</head>', `${styles}</head>`).replace('</body>', `  ${loader}\n  </body>`);
}

/** A text catalog of `locale` (src/…/locales/<locale>.ts or <part>.<locale>.ts), as the build names its module. */
const isCatalogOf = (key, locale) => new RegExp(`/locales/(?:[a-z-]+\\.)?${locale}\\.ts$`).test(key);

/**
 * The route's chunk and every chunk it imports, and their CSS: the screen is styled from the
 * first paint. In another language than English, also the catalogs of that language the entry
 * and those chunks load before the app renders, so they arrive with the code, not after it.
 */
function routeFilesOf(manifest, route, locale) {
  const js = new Set();
  const css = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || js.has(`/${chunk.file}`)) return;
    js.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
    // After the CSS of the chunks it imports, as the app loads them: styles build on those.
    for (const file of chunk.css ?? []) css.add(`/${file}`);
  };
  if (!manifest[route]) throw new Error(`The build has no chunk for ${route}`);
  visit(route);
  return { js: [...js, ...(locale === 'en' ? [] : catalogFilesOf(manifest, route, locale))], css: [...css] };
}

/** The catalogs of `locale` that the entry and the route's chunks load (dynamically) before the app renders. */
function catalogFilesOf(manifest, route, locale) {
  const seen = new Set();
  const catalogs = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
    for (const dynamic of manifest[key].dynamicImports ?? []) if (isCatalogOf(dynamic, locale)) catalogs.add(`/${manifest[dynamic].file}`);
  };
  visit(route);
  visit(Object.keys(manifest).find((key) => manifest[key].isEntry));
  return [...catalogs];
}

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist');
// Inside the workspace, so that the server bundle finds the app's packages in node_modules.
const outDir = await mkdtemp(join(root, '.prerender-'));
try {
  await build({ root, logLevel: 'warn', build: { ssr: 'src/prerender.tsx', outDir, emptyOutDir: true } });
  const { prerender, noScriptText, GUEST_VIEW_ATTRIBUTE, GUEST_VIEW_REPLACED_WHEN, LOCALES, LANGUAGE_CHOICE, SUBMITTED_ATTRIBUTE } = await import(
    pathToFileURL(join(outDir, 'prerender.js')).href
  );
  const firebaseJson = await readFile(join(root, '..', 'firebase.json'), 'utf8');
  checkHosting(firebaseJson);
  const shell = await readFile(join(dist, 'index.html'), 'utf8');
  const manifest = JSON.parse(await readFile(join(dist, '.vite', 'manifest.json'), 'utf8'));
  await writeFile(join(dist, 'app.html'), shell);
  const pages = [{ file: 'app.html', html: shell }];
  for (const locale of LOCALES) {
    for (const { path, file, route } of PAGES) {
      const markup = await prerender(path, locale);
      // React renders the screen's <title> where the screen is; the page's belongs in its head.
      const title = markup.match(/<title>.*?<\/title>/)?.[0];
      const body = title ? markup.replace(title, '') : markup;
      const guestView = body.includes(GUEST_VIEW_ATTRIBUTE) ? hideGuestViewWhenReplaced(GUEST_VIEW_REPLACED_WHEN, GUEST_VIEW_ATTRIBUTE) : '';
      const forms = body.includes('<form') ? holdSubmitsForTheApp(SUBMITTED_ATTRIBUTE) : '';
      const taps = keepTapsForTheApp(APP_CONTROLS);
      const html = loadAppAfterFirstPaint(shell, routeFilesOf(manifest, route, locale))
        .replace('<html lang="en"', `<html lang="${locale}"`)
        .replace(/<title>.*?<\/title>/, title ?? '$&')
        .replace(/<noscript>.*?<\/noscript>/, `<noscript>${await noScriptText(locale)}</noscript>`)
        .replace('<meta charset="UTF-8" />', (charset) => `${charset}\n    ${chooseLanguageFirst({ ...LANGUAGE_CHOICE, locales: LOCALES })}`)
        .replace('</head>', `${guestView}${forms}${taps}</head>`)
        // The wrapper marks what React has not replaced yet: until it is gone, a tap on the page is
        // only kept for the app (the end-to-end tests wait for that, tests/support/fixtures.ts).
        .replace('<div id="root"></div>', () => `<div id="root"><div data-prerendered style="display: contents">${body}</div></div>`);
      if (!html.includes(body)) throw new Error('index.html has no empty <div id="root"></div> to prerender into');
      await mkdir(dirname(join(dist, folderOf(locale), file)), { recursive: true });
      await writeFile(join(dist, folderOf(locale), file), html);
      pages.push({ file: `${folderOf(locale)}${file}`, html });
      console.log(`prerendered ${path} (${locale}) into dist/${folderOf(locale)}${file}`);
    }
  }
  checkScriptHashes(firebaseJson, pages);
} finally {
  await rm(outDir, { recursive: true, force: true });
}
