import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from './query-client';

/**
 * The app's one TanStack Query client. Provided by the screens that fetch (dashboard, sign-in, contact form)
 * rather than at the root, so the public pages' first load carries no TanStack Query.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
