import type { ComponentType } from 'react';

type Loader = () => Promise<{ default: ComponentType }>;

/**
 * Loads a lazy screen and the TanStack Query provider side by side (no waterfall) and renders the screen inside
 * it, for screens outside the dashboard that fetch (sign-in, sign-up, invitations, onboarding).
 */
export function withQueryProvider(load: Loader): Loader {
  return async () => {
    const [screen, { QueryProvider }] = await Promise.all([load(), import('@/lib/query-provider')]);
    const Screen = screen.default;
    function ScreenWithQueries() {
      return (
        <QueryProvider>
          <Screen />
        </QueryProvider>
      );
    }
    return { default: ScreenWithQueries };
  };
}
