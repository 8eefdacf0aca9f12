import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { queryClient } from '@/lib/query-client';
import { useThemePreference } from '@/lib/theme';

// Loaded after first paint: toasts are never part of the first screen.
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

export function Providers({ children }: { children: ReactNode }) {
  const theme = useThemePreference();
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Suspense fallback={null}>
        <Toaster theme={theme} position="bottom-right" closeButton toastOptions={{ className: 'font-sans' }} />
      </Suspense>
    </QueryClientProvider>
  );
}
