import { vi } from 'vitest';

export type RouteReply = { status: number; body?: unknown };
export type RouteHandler = (url: URL, body: unknown) => RouteReply;
export type FetchCall = { method: string; url: URL; body: unknown };

/**
 * Stubs fetch by "METHOD /path" (query string ignored: handlers read it from the URL); unknown calls answer 404.
 * Returns every call made, with its parsed URL and JSON body, in order.
 */
export function stubFetchByPath(routes: Record<string, RouteReply | RouteHandler>): FetchCall[] {
  const calls: FetchCall[] = [];
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
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
