import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { allowedScriptHashes, checkScriptHashes, inlineScriptHashes } from './csp.mjs';

const hashOf = (body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;

const firebaseJson = (scriptSrc) =>
  JSON.stringify({
    hosting: {
      headers: [
        { source: '**', headers: [{ key: 'Content-Security-Policy', value: `default-src 'self'; script-src ${scriptSrc}; object-src 'none'` }] },
        { source: '/assets/**', headers: [{ key: 'Cache-Control', value: 'immutable' }] },
      ],
    },
  });

const page = `<head><script type="module" crossorigin src="/assets/index.js"></script>
<script type="application/json">{"data": true}</script>
<script>hide()</script></head><body><script data-entry="/assets/index.js">load()</script></body>`;

describe('inlineScriptHashes', () => {
  it('hashes the text of each inline script, attributes aside, and skips external and data scripts', () => {
    expect(inlineScriptHashes(page)).toEqual([hashOf('hide()'), hashOf('load()')]);
  });
});

describe('allowedScriptHashes', () => {
  it("reads the hash sources of the policy's script-src", () => {
    expect(allowedScriptHashes(firebaseJson(`'self' ${hashOf('a')} ${hashOf('b')}`))).toEqual([hashOf('a'), hashOf('b')]);
  });

  it('refuses a config without a policy', () => {
    expect(() => allowedScriptHashes(JSON.stringify({ hosting: { headers: [] } }))).toThrow(/one Content-Security-Policy/);
  });
});

describe('checkScriptHashes', () => {
  const pages = [{ file: 'my-orders.html', html: page }];

  it('passes when script-src allows exactly the inline scripts the pages have', () => {
    expect(() => checkScriptHashes(firebaseJson(`'self' ${hashOf('load()')} ${hashOf('hide()')}`), pages)).not.toThrow();
  });

  it('fails the build when an inline script changed and its hash is not allowed', () => {
    expect(() => checkScriptHashes(firebaseJson(`'self' ${hashOf('load()')}`), pages)).toThrow(
      `does not allow the inline script in my-orders.html: add ${hashOf('hide()')}`,
    );
  });

  it('fails the build when script-src allows a script no page has any more', () => {
    expect(() => checkScriptHashes(firebaseJson(`'self' ${hashOf('load()')} ${hashOf('hide()')} ${hashOf('old()')}`), pages)).toThrow(
      `remove ${hashOf('old()')}`,
    );
  });
});
