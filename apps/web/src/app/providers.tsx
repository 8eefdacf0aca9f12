import type { ReactNode } from 'react';
import { AppToaster } from '@/components/shell/app-toaster';

/**
 * Root providers. TanStack Query is provided lower down, by the screens that fetch (lib/query-provider.tsx),
 * and the toaster loads once a screen that toasts is shown: the public pages' first load carries neither.
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <AppToaster />
    </>
  );
}
