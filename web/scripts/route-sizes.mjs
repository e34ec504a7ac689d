// Gzipped JS and CSS each route downloads on a first visit: the entry chunk, the route's own
// lazy chunk, and every chunk those import statically. Builds in memory (dist is untouched).
// usage: npm run size -w web   (kB = 1000 bytes, as vite build prints; --json for raw bytes;
// --check: fail when a route is over its budget or loads code it must not, see route-budgets.json)
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const routeModules = /\/src\/app\/routes\/(.+)\.tsx$/;

const result = await build({ root, logLevel: 'silent', build: { write: false } });
const output = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
const chunks = new Map(output.filter((o) => o.type === 'chunk').map((c) => [c.fileName, c]));
const assets = new Map(output.filter((o) => o.type === 'asset').map((a) => [a.fileName, a]));
const gz = (text) => gzipSync(text, { level: 9 }).length;

function closure(fileName, seen = new Set()) {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  for (const imported of chunks.get(fileName)?.imports ?? []) closure(imported, seen);
  return seen;
}

function weigh(files) {
  let js = 0;
  let css = 0;
  const cssFiles = new Set();
  for (const file of files) {
    const chunk = chunks.get(file);
    js += gz(chunk.code);
    for (const cssFile of chunk.viteMetadata?.importedCss ?? []) cssFiles.add(cssFile);
  }
  for (const cssFile of cssFiles) css += gz(assets.get(cssFile).source);
  const modules = [...files].flatMap((file) => Object.keys(chunks.get(file).modules));
  return { js, css, chunks: files.size, modules };
}

const entry = [...chunks.values()].find((c) => c.isEntry);
const rows = [{ route: '(entry only)', ...weigh(closure(entry.fileName)) }];
for (const chunk of chunks.values()) {
  const match = chunk.isDynamicEntry && chunk.facadeModuleId?.match(routeModules);
  if (!match) continue;
  rows.push({ route: match[1], ...weigh(closure(chunk.fileName, closure(entry.fileName))) });
}
rows.sort((a, b) => a.route.localeCompare(b.route));

/** route-budgets.json's budgets of gzipped kB per route, and the size each one caps. */
const BUDGET_MAPS = [
  { map: 'jsKb', size: 'js', what: 'JS' },
  { map: 'cssKb', size: 'css', what: 'CSS' },
];

/** What is wrong with the routes' first downloads, by route-budgets.json. */
function budgetProblems() {
  const budgets = JSON.parse(readFileSync(new URL('../route-budgets.json', import.meta.url), 'utf8'));
  const problems = [];
  for (const row of rows) {
    const { route, modules } = row;
    for (const { map, size, what } of BUDGET_MAPS) {
      const budget = budgets[map][route];
      if (budget === undefined) problems.push(`${route} has no ${what} budget in route-budgets.json`);
      else if (row[size] > budget * 1000) problems.push(`${route}: ${(row[size] / 1000).toFixed(1)} kB of ${what}, over its budget of ${budget} kB`);
    }
    for (const rule of budgets.notInFirstLoad) {
      if (rule.except.includes(route)) continue;
      const found = modules.find((id) => new RegExp(rule.modules).test(id));
      if (found) problems.push(`${route} loads ${found.replace(/.*node_modules\//, '')} at once. ${rule.why}`);
    }
  }
  for (const { map } of BUDGET_MAPS) {
    for (const route of Object.keys(budgets[map])) {
      if (!rows.some((r) => r.route === route)) problems.push(`route-budgets.json ${map} names ${route}, which the build does not have`);
    }
  }
  return problems;
}

if (process.argv.includes('--json')) {
  console.log(
    JSON.stringify(
      rows.map(({ modules: _modules, ...row }) => row),
      null,
      2,
    ),
  );
} else {
  const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
  console.log('route module'.padEnd(28) + 'JS (gzip)'.padStart(12) + 'CSS (gzip)'.padStart(12) + 'chunks'.padStart(8));
  for (const r of rows) {
    console.log(r.route.padEnd(28) + kb(r.js).padStart(12) + kb(r.css).padStart(12) + String(r.chunks).padStart(8));
  }
}

if (process.argv.includes('--check')) {
  const problems = budgetProblems();
  for (const problem of problems) console.error(`route budget: ${problem}`);
  if (problems.length > 0) process.exit(1);
  console.log('Every route is within its budget (route-budgets.json).');
}
