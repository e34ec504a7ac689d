import type { Page } from '@playwright/test';

// Whether a screen fits its width: nothing scrolls the page sideways, and no control, label or
// heading is cut off, neither by the screen's edge nor by a box that hides or scrolls what
// overflows it (a switch whose last choice lies past its edge, a table's last column past the
// edge of its scrolling region), nor has its own words cut off (a button's label clipped).

const CONTROLS = [
  'button',
  'a[href]',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'label',
  'th',
  'h1',
  'h2',
  'h3',
  '[role="tab"]',
  '[role="radio"]',
  '[role="button"]',
  '[role="combobox"]',
  '[role="switch"]',
  '[role="checkbox"]',
].join(', ');

/** What does not fit on the page as it is now, each said once: "“Entrega” is cut off by the box around it". */
export function cutOff(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const found = new Set<string>();
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1) found.add(`the page scrolls sideways (${root.scrollWidth} px wide on a ${root.clientWidth} px screen)`);
    const width = root.clientWidth;
    const clips = (style: CSSStyleDeclaration) => style.overflowX !== 'visible';
    const nameOf = (element: Element) =>
      (element.getAttribute('aria-label') ?? element.textContent ?? element.getAttribute('placeholder') ?? element.tagName)
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 60) || element.tagName.toLowerCase();
    for (const element of document.querySelectorAll(selector)) {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      // Hidden from sight on purpose: a visually hidden label or input, a closed panel, a skip link parked off screen.
      if (box.width < 2 || box.height < 2 || style.visibility === 'hidden' || style.opacity === '0') continue;
      if ((style.position === 'absolute' || style.position === 'fixed') && (box.right <= 0 || box.left >= width)) continue;
      const name = nameOf(element);
      if (box.left < -1 || box.right > width + 1) {
        found.add(`“${name}” goes past the screen’s edge`);
        continue;
      }
      for (let around = element.parentElement; around && around !== document.body; around = around.parentElement) {
        const aroundStyle = getComputedStyle(around);
        if (!clips(aroundStyle)) continue;
        const edge = around.getBoundingClientRect().left + around.clientLeft;
        if (box.left < edge - 1 || box.right > edge + around.clientWidth + 1) {
          found.add(
            `“${name}” is cut off by the ${aroundStyle.overflowX === 'auto' || aroundStyle.overflowX === 'scroll' ? 'scrolling' : 'clipping'} box around it`,
          );
          break;
        }
      }
      for (const part of [element, ...element.querySelectorAll('*')]) {
        if (part.scrollWidth > part.clientWidth + 1 && clips(getComputedStyle(part)) && part.textContent?.trim() && part.clientWidth > 0) {
          found.add(`“${name}” has its words cut off`);
          break;
        }
      }
    }
    return [...found];
  }, CONTROLS);
}
