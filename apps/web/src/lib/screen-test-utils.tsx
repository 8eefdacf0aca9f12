import { createMutationCache } from './query-client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { stubApi } from './test-utils';

export type { FetchRoutes } from './test-utils';
/** Stubs fetch by path ("POST /api/auth/sign-in/email"); unknown calls answer 404. Returns the mock. */
export const stubFetch = stubApi;

/** Calls that would change something (every method but GET): what "sends nothing" means for a form. */
export function writesOf(mock: ReturnType<typeof stubFetch>): unknown[] {
  return mock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') !== 'GET');
}

/** The JSON bodies sent to one endpoint. */
export function sentTo(mock: ReturnType<typeof stubFetch>, path: string): unknown[] {
  return mock.mock.calls
    .filter(([input]) => String(input) === path)
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
}

function WhereAmI() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</output>;
}

/** Renders one screen at `path` with a fresh query client and placeholder routes for where it may navigate. */
export function renderScreen(element: ReactElement, { path, at = path }: { path: string; at?: string }) {
  const queryClient = new QueryClient({
    mutationCache: createMutationCache(),
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <WhereAmI /> },
    ],
    { initialEntries: [at] },
  );
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...utils, router, queryClient };
}
