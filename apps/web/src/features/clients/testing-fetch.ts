import { vi } from 'vitest';

type Reply = { status: number; body?: unknown };

/** Stubs fetch by "METHOD /path" (query ignored); records every call's URL and body. Unknown calls answer 404. */
export function stubClientsApi(routes: Record<string, Reply | ((url: URL, body: unknown) => Reply)>) {
  const calls: { method: string; url: URL; body: unknown }[] = [];
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://app.test');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body });
    const route = routes[`${method} ${url.pathname}`];
    const reply = typeof route === 'function' ? route(url, body) : (route ?? { status: 404, body: {} });
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', mock);
  return calls;
}
