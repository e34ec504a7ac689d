import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { fakeMediaQueryList } from '@/testing/viewport';

// findBy… and waitFor give a lazily loaded dialog or screen time to arrive on a busy machine (the default is 1 s).
configure({ asyncUtilTimeout: 5_000 });

// As in Mantine's vite-template: the test DOM lacks these browser APIs that Mantine uses.
const { getComputedStyle } = window;
window.getComputedStyle = (element: Element) => getComputedStyle(element);
window.HTMLElement.prototype.scrollIntoView = () => {};

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => fakeMediaQueryList(query, false)),
});

class ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserver;

// Mantine's autosize Textarea re-measures when web fonts load; the test DOM has no FontFaceSet.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {}, ready: Promise.resolve() } });
}

afterEach(async () => {
  cleanup();
  (await import('@/testing/fake-live-orders')).resetLiveOrders();
});

// The test files of a worker share one DOM window: each starts as a fresh page load would, with
// nothing stored and at the site's root, and leaves Mantine's notification store empty.
localStorage.clear();
sessionStorage.clear();
window.history.replaceState(null, '', '/');
afterAll(() => notifications.clean());

// The test DOM has no Firestore: every test gets the stand-in listeners (web/src/testing/fake-live-orders.ts).
vi.mock('@/lib/live-orders/use-live-orders', async (original) => ({
  ...(await original<typeof import('@/lib/live-orders/use-live-orders')>()),
  useLiveOrders: (await import('@/testing/fake-live-orders')).fakeUseLiveOrders,
}));
