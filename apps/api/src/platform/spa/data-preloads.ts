import { TIME_RANGES } from '@scopewright/domain';

const DEFAULT_RANGE = 'month';

/** Whether a page path is one of the dashboard's (/dashboard and below). */
export const isDashboardPage = (path: string) => path === '/dashboard' || path.startsWith('/dashboard/');

/**
 * Who is asking for a page, as far as its preloads care: no valid session; signed in; or a member of a workspace
 * (a user or admin in one), whose home screen shows the workspace's figures.
 */
export type PageVisitor = 'signed-out' | 'signed-in' | 'workspace-member';

/**
 * The API reads a dashboard URL's first screen makes (apps/web/src/app/early-requests.ts and the home screen's
 * hooks): the signed-in user, and for a workspace member on the home screen the period's figures, the
 * first-run checklist and what to do today (GET /api/dashboard/home). None for a signed-out visitor (no 401s), and nothing a visitor would be refused.
 */
export function dashboardDataPaths(path: string, search: URLSearchParams, visitor: PageVisitor): string[] {
  if (visitor === 'signed-out' || !isDashboardPage(path)) return [];
  if (visitor !== 'workspace-member' || path.replace(/\/$/, '') !== '/dashboard') return ['/api/me'];
  const asked = search.get('range') ?? DEFAULT_RANGE;
  const range = (TIME_RANGES as readonly string[]).includes(asked) ? asked : DEFAULT_RANGE;
  return ['/api/me', `/api/dashboard/summary?range=${range}`, '/api/first-run', '/api/dashboard/home'];
}

/**
 * `<link rel="preload" as="fetch">` for each path (ADR 0040): the browser asks the API while it parses the HTML,
 * before any script has run, and the app's own fetch of the same URL (same-origin credentials) takes that answer.
 */
export const dataPreloadLinks = (paths: readonly string[]) =>
  paths.map((path) => `<link rel="preload" as="fetch" crossorigin href="${path}">`).join('');
