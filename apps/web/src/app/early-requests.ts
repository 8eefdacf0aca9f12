import { isSeatRole } from '@scopewright/domain';

/**
 * The dashboard's first requests, started by the app's entry before React renders (ADR 0040), so the answers
 * download while the dashboard's code does. Plain fetch: the entry carries no TanStack Query. The dashboard's
 * layout hands them to its query cache (seed-early-queries.ts); each is taken at most once.
 */
const pending = new Map<string, Promise<Response | undefined>>();

const get = (path: string) => fetch(path, { credentials: 'same-origin', headers: { Accept: 'application/json' } });

export function startEarlyRequests(pathname: string, search: string): void {
  if (pathname !== '/dashboard' && !pathname.startsWith('/dashboard/')) return;
  const me = get('/api/me');
  pending.set('/api/me', me);
  if (pathname.replace(/\/$/, '') !== '/dashboard') return;
  // The home screen's figures (its checklist asks on every mount anyway), once the session is known to be a
  // workspace's user or admin: no 401 for a signed-out visitor, no 403 for one without a workspace. (For a
  // signed-in browser the page's HTML already preloads both; these requests take those answers.)
  const afterMe = (path: string) =>
    me.then(
      async (response) => ((await isWorkspaceMember(response)) ? get(path) : undefined),
      () => undefined,
    );
  const range = new URLSearchParams(search).get('range') ?? 'month';
  pending.set(
    `/api/dashboard/summary?range=${range}`,
    afterMe(`/api/dashboard/summary?range=${encodeURIComponent(range)}`),
  );
}

async function isWorkspaceMember(response: Response): Promise<boolean> {
  if (!response.ok) return false;
  const me = (await response
    .clone()
    .json()
    .catch(() => null)) as { tenant?: unknown; profile?: { role?: unknown } } | null;
  return Boolean(me?.tenant) && isSeatRole(me?.profile?.role);
}

/** The answer of an early request for `path`, once (undefined inside: it was not sent after all). */
export function takeEarlyResponse(path: string): Promise<Response | undefined> | undefined {
  const response = pending.get(path);
  pending.delete(path);
  return response;
}
