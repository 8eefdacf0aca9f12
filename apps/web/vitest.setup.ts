import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
// Component tests render the app's screens as the dashboard does, with tailwind-merge (lib/utils.ts).
import '@/lib/tailwind-merge';

// findBy/waitFor wait up to 3 s: a screen's first render after a cold import takes over the default second on a
// loaded two-core CI machine, while a behaviour that never happens still fails.
configure({ asyncUtilTimeout: 3_000 });

// prerender/*.test.tsx run in Node, without a DOM.
if (typeof window !== 'undefined') {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  window.scrollTo = () => {};
}
