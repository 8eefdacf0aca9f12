import { createMutationCache } from './query-client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactElement, useEffect } from 'react';
import {
  type Location,
  MemoryRouter,
  type NavigateFunction,
  Route,
  Routes,
  type To,
  useLocation,
  useNavigate,
} from 'react-router';
import { vi } from 'vitest';

type Reply = { status: number; body?: unknown; headers?: Record<string, string> } | Error;
export type FetchRoutes = Record<string, Reply | ((body: unknown) => Reply)>;

/** Stubs fetch by "METHOD /path"; unknown calls answer 404. Returns the mock to inspect what was sent. */
export function stubApi(routes: FetchRoutes) {
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

/** The JSON bodies sent with `method` to `path`. */
export function bodiesSent(mock: ReturnType<typeof stubApi>, method: string, path: string): unknown[] {
  return mock.mock.calls
    .filter(([input, init]) => String(input) === path && (init?.method ?? 'GET') === method)
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
}

function WhereAmI() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/**
 * One screen at `at` in the declarative router the app uses (ADR 0017), with a fresh query client; other paths
 * show where. `router.state.location` and `router.navigate` look at and drive it from the test.
 */
export function renderRoute(element: ReactElement, { path, at = path }: { path: string; at?: string }) {
  const queryClient = new QueryClient({
    mutationCache: createMutationCache(),
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const probe: { location?: Location; navigate?: NavigateFunction } = {};
  function Probe() {
    const location = useLocation();
    const navigate = useNavigate();
    useEffect(() => {
      probe.location = location;
      probe.navigate = navigate;
    });
    return null;
  }
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[at]}>
        <Probe />
        <Routes>
          <Route path={path} element={element} />
          <Route path="*" element={<WhereAmI />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const router = {
    get state() {
      return { location: probe.location! };
    },
    navigate: async (to: To) => {
      await probe.navigate!(to);
    },
  };
  return { ...utils, router, queryClient };
}
