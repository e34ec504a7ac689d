import type { Page } from '@playwright/test';

// A pseudo-locale for the tests alone: English with every word 40 % longer, in accented letters
// ("Delivery" reads "Ḓḗḗŀīīṽḗḗřẏẏ"), so a screen that fits it fits a language longer than Spanish.
// It lives in the browser the test drives, not in the app: a script the page runs before the
// app's own rewrites every text and label the page shows as it appears, so no build carries it
// and no route weighs more for it. The product's data (names, lists) is lengthened too; what no
// translation changes is not: the product's name (marked translate="no") and e-mail addresses.

/**
 * `text` in the pseudo-locale: each run of Latin letters accented and lengthened by 40 % (rounded
 * up), its extra letters spread along it, so words stay words and lines still break between them.
 * Self-contained: the page runs it as written.
 */
export function pseudoText(text: string): string {
  // prettier-ignore
  const accented: Record<string, string> = {
    a: 'ȧ', b: 'ƀ', c: 'ƈ', d: 'ḓ', e: 'ḗ', f: 'ƒ', g: 'ɠ', h: 'ħ', i: 'ī', j: 'ĵ', k: 'ķ', l: 'ŀ', m: 'ḿ',
    n: 'ƞ', o: 'ǿ', p: 'ƥ', q: 'ɋ', r: 'ř', s: 'ş', t: 'ŧ', u: 'ŭ', v: 'ṽ', w: 'ẇ', x: 'ẋ', y: 'ẏ', z: 'ẑ',
    A: 'Ȧ', B: 'Ɓ', C: 'Ƈ', D: 'Ḓ', E: 'Ḗ', F: 'Ƒ', G: 'Ɠ', H: 'Ħ', I: 'Ī', J: 'Ĵ', K: 'Ķ', L: 'Ŀ', M: 'Ḿ',
    N: 'Ƞ', O: 'Ǿ', P: 'Ƥ', Q: 'Ɋ', R: 'Ř', S: 'Ş', T: 'Ŧ', U: 'Ŭ', V: 'Ṽ', W: 'Ẇ', X: 'Ẋ', Y: 'Ẏ', Z: 'Ẑ',
  };
  // An e-mail address reads the same in every language: kept, even split where it may wrap
  // ("sam.lee@" and "example.com"), and so does an order number ("#A1B2C3D4"); the words around
  // them are lengthened.
  return text.replace(/[^\s@]*@[^\s@]*|[\w-]+(?:\.[\w-]+)+|#[A-Za-z0-9]+|([A-Za-z]+)/g, (word, letters?: string) => {
    if (!letters) return word;
    const extra = Math.ceil(word.length * 0.4);
    let longer = '';
    let added = 0;
    for (let i = 0; i < word.length; i += 1) {
      const letter = accented[word[i]!] ?? word[i]!;
      longer += letter;
      while (added < Math.floor(((i + 1) * extra) / word.length)) {
        longer += letter;
        added += 1;
      }
    }
    return longer;
  });
}

/** Rewrites every text node and label of the page into the pseudo-locale, now and as the app changes them. */
function rewritePage(pseudo: (text: string) => string) {
  const labels = ['placeholder', 'aria-label', 'title', 'alt'];
  // What was written into each node and attribute: seen again, it is left alone.
  const written = new WeakMap<Node, string>();
  const writtenLabels = new WeakMap<Element, Record<string, string>>();
  const untouched = (element: Element | null) => !element || !!element.closest('script, style, noscript, textarea, head, [translate="no"]');
  const rewriteText = (node: Node) => {
    const value = node.nodeValue ?? '';
    if (written.get(node) === value || untouched(node.parentElement)) return;
    const longer = pseudo(value);
    written.set(node, longer);
    if (longer !== value) node.nodeValue = longer;
  };
  const rewriteLabels = (element: Element) => {
    if (untouched(element)) return;
    const done = writtenLabels.get(element) ?? {};
    for (const name of labels) {
      const value = element.getAttribute(name);
      if (!value || done[name] === value) continue;
      done[name] = pseudo(value);
      element.setAttribute(name, done[name]);
    }
    writtenLabels.set(element, done);
  };
  const rewriteTree = (root: Node) => {
    if (root.nodeType === Node.TEXT_NODE) return rewriteText(root);
    if (root.nodeType !== Node.ELEMENT_NODE) return;
    rewriteLabels(root as Element);
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.nodeType === Node.TEXT_NODE) rewriteText(node);
      else rewriteLabels(node as Element);
    }
  };
  new MutationObserver((changes) => {
    for (const change of changes) {
      if (change.type === 'characterData') rewriteText(change.target);
      else if (change.type === 'attributes') rewriteLabels(change.target as Element);
      else change.addedNodes.forEach(rewriteTree);
    }
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: labels });
}

/** From the next page the test opens on, `page` shows the pseudo-locale. */
export async function showPseudoLocale(page: Page): Promise<void> {
  await page.addInitScript({ content: `(${rewritePage.toString()})(${pseudoText.toString()});` });
}
