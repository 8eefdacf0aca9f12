import type { ComponentType } from 'react';

type Loader = () => Promise<{ default: ComponentType }>;

/**
 * Loads a screen outside the dashboard that is not a public page (sign-in, sign-up, invitations, onboarding)
 * together with what the public pages leave out (no waterfall): tailwind-merge (lib/utils.ts) and the TanStack
 * Query provider, which the screen is rendered inside.
 */
export function appScreen(load: Loader): Loader {
  return async () => {
    const [screen, { QueryProvider }] = await Promise.all([
      load(),
      import('@/lib/query-provider'),
      import('@/lib/tailwind-merge'),
    ]);
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
