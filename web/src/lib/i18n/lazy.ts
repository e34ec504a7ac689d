import { lazy, type ComponentType } from 'react';
import { loadPageTexts } from './page-locale';

/**
 * React's `lazy` for a component whose module brings texts of its own: they are loaded in the
 * page's language before it renders.
 */
export function lazyWithTexts<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(async () => {
    const module = await load();
    await loadPageTexts();
    return module;
  });
}
