import { lazy, type ComponentType } from 'react';
import { loadPageTexts } from './page-locale';

/**
 * `load`, then the texts its module brings, in the page's language: the module declares them as
 * it loads, so only then can they be loaded too.
 */
export function withPageTexts<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    const loaded = await load();
    await loadPageTexts();
    return loaded;
  };
}

/**
 * React's `lazy` for a component whose module brings texts of its own: they are loaded in the
 * page's language before it renders.
 */
export function lazyWithTexts<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(withPageTexts(load));
}
