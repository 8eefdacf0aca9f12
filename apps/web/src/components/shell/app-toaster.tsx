import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useThemePreference } from '@/lib/theme';

// Loaded after first paint, and only once a screen that toasts is shown: the public pages never toast.
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

let isWanted = false;
const listeners = new Set<() => void>();
const subscribe = (notify: () => void) => {
  listeners.add(notify);
  return () => listeners.delete(notify);
};
const readWanted = () => isWanted;
const wantedOnServer = () => false;

/**
 * Mounts the toaster for the screens below (sign-in, dashboard). It stays mounted afterwards, so a toast raised
 * just before a navigation (signed in → dashboard) is still shown.
 */
export function useToaster(): void {
  useEffect(() => {
    if (isWanted) return;
    isWanted = true;
    listeners.forEach((notify) => notify());
  }, []);
}

// Toasts open under the top bar: at the bottom they covered the wizard's sticky Next / Send bar for seconds.
const BELOW_HEADER = { top: 64 };

export function AppToaster() {
  const theme = useThemePreference();
  const wanted = useSyncExternalStore(subscribe, readWanted, wantedOnServer);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        theme={theme}
        position="top-right"
        offset={BELOW_HEADER}
        mobileOffset={BELOW_HEADER}
        closeButton
        toastOptions={{ className: 'font-sans' }}
      />
    </Suspense>
  );
}
