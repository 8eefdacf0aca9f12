import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** False in prerendered HTML and while hydrating; true once React runs the page in the browser. */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
