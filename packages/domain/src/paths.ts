/**
 * Canonical URL rules, shared by the web router and the API's SPA server (docs/product-rules.md#public-pages).
 * Returns the canonical path when `pathname` must be redirected, else null.
 */
export function canonicalPath(pathname: string): string | null {
  let path = pathname.replace(/\/{2,}/g, '/');
  if (path.length > 1 && path.endsWith('/')) path = path.replace(/\/+$/, '') || '/';

  if (path === '/quotes/create' || path === '/dashboard/quotes/create') path = '/dashboard/quotes/wizard';
  const edit = /^\/(?:dashboard\/)?quotes\/(\d+)\/edit$/.exec(path);
  if (edit) path = `/dashboard/quotes/wizard/${edit[1]}`;

  return path === pathname ? null : path;
}
