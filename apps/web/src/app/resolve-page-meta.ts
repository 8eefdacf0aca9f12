import { findPublicPage, PRODUCT_NAME } from '@scopewright/domain';

export interface PageMeta {
  title: string;
  description: string;
  noindex: boolean;
}

const NOINDEX_WITH_QUERY = new Set(['/documentation', '/support']);
const notFound = findPublicPage('/not-found');

/**
 * Title, description and robots for a URL (docs/product-rules.md#public-pages); null below /dashboard, whose screens
 * set their own (app/routes/dashboard-page-meta.ts) so that its route table stays out of this bundle.
 */
export function resolvePageMeta(pathname: string, search: string): PageMeta | null {
  const page = findPublicPage(pathname);
  if (page) {
    const hasQuery = new URLSearchParams(search).has('q');
    return {
      title: page.title,
      description: page.description,
      noindex: !page.indexable || (NOINDEX_WITH_QUERY.has(pathname) && hasQuery),
    };
  }
  if (pathname === '/dashboard' || pathname.startsWith('/dashboard/')) {
    return null;
  }
  if (pathname.startsWith('/invite/')) {
    return {
      title: `You're invited | ${PRODUCT_NAME}`,
      description: `Join your team on ${PRODUCT_NAME}.`,
      noindex: true,
    };
  }
  return {
    title: notFound?.title ?? `Page not found | ${PRODUCT_NAME}`,
    description: notFound?.description ?? '',
    noindex: true,
  };
}
