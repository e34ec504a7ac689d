// After `vite build`: writes the public routes' first screens into their HTML files
// (src/prerender.tsx renders them), so a phone paints the page before the JavaScript has
// arrived. Every other route gets the plain app.html. firebase.json serves each file:
// index.html at /, the PAGES below through their rewrites, app.html for the rest.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { checkScriptHashes } from './csp.mjs';

/** Each prerendered path, its file, and the route module whose screen it shows (router.tsx). */
const PAGES = [
  { path: '/', file: 'index.html', route: 'src/app/routes/landing.tsx' },
  { path: '/shop', file: 'shop.html', route: 'src/app/routes/shop.tsx' },
  // A guest's view; someone probably signed in sees it hidden until the app knows them.
  { path: '/my-orders', file: 'my-orders.html', route: 'src/app/routes/my-orders.tsx' },
];

/** Hosting must serve each page's file at its path, or the page would silently lose its first paint. */
function checkRewrites(firebaseJson) {
  const rewrites = JSON.parse(firebaseJson).hosting.rewrites;
  for (const { path, file } of PAGES) {
    if (path === '/') continue; // Hosting serves index.html at / by itself
    const first = rewrites.find((rule) => rule.source === path || rule.source === '**');
    if (first?.destination !== `/${file}`) throw new Error(`firebase.json must rewrite ${path} to /${file} before its catch-all`);
  }
}

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

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * A prerendered page paints from its HTML and CSS alone, so the app's scripts are asked for
 * only once that first frame is painted (at once in a hidden tab, which paints nothing):
 * until then the CSS has the connection to itself.
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
        const load = () => {
          for (const href of preloads.split(' ')) add('link', { rel: 'modulepreload', href });
          add('script', { type: 'module', src: entry });
        };
        if (document.visibilityState === 'hidden') load();
        else requestAnimationFrame(() => setTimeout(load));
      })();
    </script>`;
  const styles = routeFiles.css.map((href) => `  <link rel="stylesheet" crossorigin href="${href}">\n  `).join('');
  return rest.replace('</head>', `${styles}</head>`).replace('</body>', `  ${loader}\n  </body>`);
}

/** The route's chunk and every chunk it imports, and their CSS: the screen is styled from the first paint. */
function routeFilesOf(manifest, route) {
  const js = new Set();
  const css = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || js.has(`/${chunk.file}`)) return;
    js.add(`/${chunk.file}`);
    for (const file of chunk.css ?? []) css.add(`/${file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  if (!manifest[route]) throw new Error(`The build has no chunk for ${route}`);
  visit(route);
  return { js: [...js], css: [...css] };
}

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist');
// Inside the workspace, so that the server bundle finds the app's packages in node_modules.
const outDir = await mkdtemp(join(root, '.prerender-'));
try {
  await build({ root, logLevel: 'warn', build: { ssr: 'src/prerender.tsx', outDir, emptyOutDir: true } });
  const { prerender, GUEST_VIEW_ATTRIBUTE, GUEST_VIEW_REPLACED_WHEN } = await import(pathToFileURL(join(outDir, 'prerender.js')).href);
  const firebaseJson = await readFile(join(root, '..', 'firebase.json'), 'utf8');
  checkRewrites(firebaseJson);
  const shell = await readFile(join(dist, 'index.html'), 'utf8');
  const manifest = JSON.parse(await readFile(join(dist, '.vite', 'manifest.json'), 'utf8'));
  await writeFile(join(dist, 'app.html'), shell);
  const pages = [{ file: 'app.html', html: shell }];
  for (const { path, file, route } of PAGES) {
    const markup = await prerender(path);
    // React renders the screen's <title> where the screen is; the page's belongs in its head.
    const title = markup.match(/<title>.*?<\/title>/)?.[0];
    const body = title ? markup.replace(title, '') : markup;
    const head = body.includes(GUEST_VIEW_ATTRIBUTE) ? hideGuestViewWhenReplaced(GUEST_VIEW_REPLACED_WHEN, GUEST_VIEW_ATTRIBUTE) : '';
    const html = loadAppAfterFirstPaint(shell, routeFilesOf(manifest, route))
      .replace(/<title>.*?<\/title>/, title ?? '$&')
      .replace('</head>', `${head}</head>`)
      // The wrapper marks what React has not replaced yet: until it is gone, nothing on the page
      // answers a click (the end-to-end tests wait for that, tests/support/fixtures.ts).
      .replace('<div id="root"></div>', () => `<div id="root"><div data-prerendered style="display: contents">${body}</div></div>`);
    if (!html.includes(body)) throw new Error('index.html has no empty <div id="root"></div> to prerender into');
    await writeFile(join(dist, file), html);
    pages.push({ file, html });
    console.log(`prerendered ${path} into dist/${file}`);
  }
  checkScriptHashes(firebaseJson, pages);
} finally {
  await rm(outDir, { recursive: true, force: true });
}
