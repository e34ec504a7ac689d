import { vi } from 'vitest';

/**
 * Makes `matchMedia` answer as a window `width` px wide would, for `(max-width: …px)` and
 * `(min-width: …px)` queries (the test DOM has no layout; the setup's stub matches nothing).
 */
export function mockViewportWidth(width: number) {
  vi.mocked(window.matchMedia).mockImplementation((query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const matches = (!max || width <= Number(max[1])) && (!min || width >= Number(min[1])) && Boolean(max || min);
    return fakeMediaQueryList(query, matches);
  });
}

/** What `matchMedia` returns, answering `matches` and never changing. */
export function fakeMediaQueryList(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  };
}
