import { useContext, useMemo, type ReactNode } from 'react';
import { UNSAFE_NavigationContext as NavigationContext, useLocation, type Navigator } from 'react-router-dom';

/**
 * How a screen hands over to the next. The address moves at once, but a screen whose code is
 * still loading keeps the one it leaves on view (the router's transition), rendered at the address
 * it was left at. A change in place that the screen being left makes meanwhile (a search kept in
 * the address once typing pauses, a filter, a page count) would be made at its stale address and
 * take the next screen's place: such changes are dropped. Going anywhere else still goes, so a
 * person who changes their mind is followed. Every navigation of the screens goes through here,
 * so no screen needs a guard of its own.
 */
export function ScreenHandOver({ children }: { children: ReactNode }) {
  const context = useContext(NavigationContext);
  const { pathname } = useLocation();
  const value = useMemo(() => {
    const { navigator } = context;
    // The history's address now (the browser's, in the app), against the one the screens were rendered at.
    const left = () => {
      const now = (navigator as Navigator & { location?: { pathname: string } }).location?.pathname;
      return now !== undefined && now !== pathname;
    };
    const guard =
      (go: Navigator['push']): Navigator['push'] =>
      (to, ...rest) => {
        const inPlace = (typeof to === 'string' ? to : (to.pathname ?? pathname)) === pathname;
        if (!inPlace || !left()) go(to, ...rest);
      };
    // Everything else (createHref, go, the history's own location) is the router's own.
    const guarded: Navigator = Object.assign(Object.create(navigator) as Navigator, { push: guard(navigator.push), replace: guard(navigator.replace) });
    return { ...context, navigator: guarded };
  }, [context, pathname]);
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}
