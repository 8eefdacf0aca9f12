import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';

type Reply = { status: number; body?: unknown; headers?: Record<string, string> } | Error;
export type FetchRoutes = Record<string, Reply | ((body: unknown) => Reply)>;

/** Stubs fetch by path ("POST /api/auth/sign-in/email"); unknown calls answer 404. Returns the mock. */
export function stubFetch(routes: FetchRoutes) {
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const route = routes[key];
    const reply = typeof route === 'function' ? route(body) : (route ?? { status: 404, body: {} });
    if (reply instanceof Error) throw reply;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json', ...reply.headers },
    });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

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
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
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
