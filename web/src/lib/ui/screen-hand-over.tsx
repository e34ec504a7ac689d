import { useContext, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
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
/** Where the window was when the screens were last committed: elsewhere once a navigation has left them. */
class ShownAt {
  private at = window.location.pathname;
  commit() {
    this.at = window.location.pathname;
  }
  left() {
    return this.at !== window.location.pathname;
  }
}

export function ScreenHandOver({ children }: { children: ReactNode }) {
  const context = useContext(NavigationContext);
  const { pathname } = useLocation();
  const [shown] = useState(() => new ShownAt());
  useLayoutEffect(() => shown.commit());
  const value = useMemo(() => {
    const { navigator } = context;
    const guard =
      (go: Navigator['push']): Navigator['push'] =>
      (to, ...rest) => {
        const inPlace = (typeof to === 'string' ? to : (to.pathname ?? pathname)) === pathname;
        if (!inPlace || !shown.left()) go(to, ...rest);
      };
    // Everything else (createHref, go, the history's own location) is the router's own.
    const guarded: Navigator = Object.assign(Object.create(navigator) as Navigator, { push: guard(navigator.push), replace: guard(navigator.replace) });
    return { ...context, navigator: guarded };
  }, [context, pathname, shown]);
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}
