import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
// Component tests render the app's screens as the dashboard does, with tailwind-merge (lib/utils.ts).
import '@/lib/tailwind-merge';

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
