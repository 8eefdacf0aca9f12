import { useContext, useEffect, useState } from 'react';
import { type To, UNSAFE_NavigationContext, useLocation } from 'react-router';

export interface NavigationBlocker {
  state: 'unblocked' | 'blocked';
  /** Goes where the held navigation was going. */
  proceed?: () => void;
  /** Drops the held navigation and stays. */
  reset?: () => void;
}

type Navigator = (typeof UNSAFE_NavigationContext extends React.Context<infer C> ? C : never)['navigator'];

const pathnameOf = (to: To) => (typeof to === 'string' ? new URL(to, window.location.href).pathname : to.pathname);
const entryIndex = (state: unknown) => (state as { idx?: number } | null)?.idx ?? 0;

/** Wraps the router's push and replace so that a navigation to another pathname is handed to `hold` instead. */
function holdNavigations(navigator: Navigator, pathname: string, hold: (go: () => void) => void): () => void {
  const { push, replace } = navigator;
  const leaves = (to: To) => {
    const next = pathnameOf(to);
    return next !== undefined && next !== pathname;
  };
  navigator.push = (to, ...rest) => (leaves(to) ? hold(() => push(to, ...rest)) : push(to, ...rest));
  navigator.replace = (to, ...rest) => (leaves(to) ? hold(() => replace(to, ...rest)) : replace(to, ...rest));
  return () => {
    navigator.push = push;
    navigator.replace = replace;
  };
}

/**
 * React Router's useBlocker for the declarative router (ADR 0017): while `when`, leaving for another pathname is
 * held until `proceed` or dropped by `reset`. In-app navigations go through the router's navigator, which is
 * wrapped; Back and Forward are undone at once (before the router sees them) and redone on `proceed`.
 */
export function useNavigationBlocker(when: boolean): NavigationBlocker {
  const { navigator } = useContext(UNSAFE_NavigationContext) as { navigator: Navigator };
  const { pathname } = useLocation();
  const [held, setHeld] = useState<(() => void) | null>(null);

  useEffect(() => {
    if (!when) return;
    const restoreNavigator = holdNavigations(navigator, pathname, (go) => setHeld(() => go));

    const here = entryIndex(window.history.state);
    let isUndoing = false;
    let isProceeding = false;
    const onPopState = (event: PopStateEvent) => {
      if (isProceeding) {
        isProceeding = false;
        return;
      }
      if (isUndoing) {
        // Our own step back to `here`: the router never saw the step away, so it must not see this one either.
        isUndoing = false;
        event.stopImmediatePropagation();
        return;
      }
      if (window.location.pathname === pathname) return;
      event.stopImmediatePropagation();
      const delta = entryIndex(event.state) - here;
      isUndoing = true;
      window.history.go(-delta);
      setHeld(() => () => {
        isProceeding = true;
        window.history.go(delta);
      });
    };
    // Capture on window runs before the router's own popstate listener, so it never sees an undone step.
    window.addEventListener('popstate', onPopState, { capture: true });
    return () => {
      restoreNavigator();
      window.removeEventListener('popstate', onPopState, { capture: true });
    };
  }, [navigator, when, pathname]);

  if (!held) return { state: 'unblocked' };
  return {
    state: 'blocked',
    proceed: () => {
      setHeld(null);
      held();
    },
    reset: () => setHeld(null),
  };
}

/**
 * The unsaved-changes guard of an editor: while `isDirty`, leaving for another page is held (the caller asks the
 * user through the returned blocker) and closing or reloading the tab shows the browser's own warning.
 */
export function useUnsavedChangesBlocker(isDirty: boolean): NavigationBlocker {
  const blocker = useNavigationBlocker(isDirty);
  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);
  return blocker;
}
