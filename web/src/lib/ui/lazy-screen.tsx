import { lazy, useState, useSyncExternalStore, type ComponentType } from 'react';
import { withPageTexts } from '../i18n/lazy';

let screensLoading = 0;
const listeners = new Set<() => void>();

// A screen starts loading while React renders it: listeners hear of it once that render is over.
const announce = () =>
  queueMicrotask(() => {
    for (const listener of listeners) listener();
  });

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function track<T>(loading: Promise<T>): Promise<T> {
  screensLoading += 1;
  announce();
  const done = () => {
    screensLoading -= 1;
    announce();
  };
  loading.then(done, done);
  return loading;
}

/** Whether a screen's code is on its way: navigation keeps the screen it leaves on view meanwhile. */
export function useScreenLoading(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => screensLoading > 0,
    () => false,
  );
}

export interface LazyScreen {
  Screen: ComponentType;
  /** Loads the screen and its texts in the page's language; renders of `Screen` after that do not wait. */
  preload: () => Promise<ComponentType>;
}

/** A screen that is its own chunk, so a route downloads only its own code (and texts, in the page's language). */
export function lazyScreen(load: () => Promise<ComponentType>): LazyScreen {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = () =>
    (loading ??= track(
      withPageTexts(load)().then((component) => {
        loaded = component;
        return component;
      }),
    ));
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Screen() {
    // Once mounted, the screen keeps its type: switching to the loaded one would mount it afresh.
    const [Component] = useState(() => loaded ?? Lazy);
    return <Component />;
  }
  return { Screen, preload };
}
