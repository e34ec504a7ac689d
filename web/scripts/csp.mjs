// The inline scripts of the prerendered pages run only if firebase.json's Content-Security-Policy
// names their hashes (its script-src has no 'unsafe-inline'). The build checks both ways: a
// script whose hash is missing would silently not run in production, a hash no page emits any
// more would allow a script nobody wrote.
import { createHash } from 'node:crypto';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/** The CSP source (`'sha256-…'`) of each inline script in `html`; external and data scripts need none. */
export function inlineScriptHashes(html) {
  return [...html.matchAll(SCRIPT)]
    .filter(([, attributes]) => !/\bsrc=/.test(attributes) && !/\btype="(?!module")/.test(attributes))
    .map(([, , body]) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
}

/** The hash sources of script-src in the Content-Security-Policy Hosting sends with every page. */
export function allowedScriptHashes(firebaseJson) {
  const policies = JSON.parse(firebaseJson)
    .hosting.headers.flatMap((rule) => rule.headers)
    .filter(({ key }) => key.toLowerCase() === 'content-security-policy');
  if (policies.length !== 1) throw new Error(`firebase.json should send one Content-Security-Policy, not ${policies.length}`);
  const scriptSrc = policies[0].value
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .find(([name]) => name === 'script-src');
  if (!scriptSrc) throw new Error("firebase.json's Content-Security-Policy has no script-src");
  return scriptSrc.slice(1).filter((source) => source.startsWith("'sha256-"));
}

/** Throws unless script-src allows exactly the inline scripts of `pages` ({ file, html }). */
export function checkScriptHashes(firebaseJson, pages) {
  const allowed = new Set(allowedScriptHashes(firebaseJson));
  const emitted = new Set();
  for (const { file, html } of pages) {
    for (const hash of inlineScriptHashes(html)) {
      if (!allowed.has(hash)) throw new Error(`firebase.json's script-src does not allow the inline script in ${file}: add ${hash}`);
      emitted.add(hash);
    }
  }
  const stale = [...allowed].filter((hash) => !emitted.has(hash));
  if (stale.length) throw new Error(`firebase.json's script-src allows inline scripts no page has: remove ${stale.join(' ')}`);
}
