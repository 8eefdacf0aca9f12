import { findPublicPage, PRODUCT_NAME } from '@scopewright/domain';
import { buildBreadcrumbs } from '@/components/app-shell/build-breadcrumbs';

export interface PageMeta {
  title: string;
  description: string;
  noindex: boolean;
}

const NOINDEX_WITH_QUERY = new Set(['/documentation', '/support']);
const notFound = findPublicPage('/not-found');

/** Title, description and robots for a URL (spec §2.7, §2.11, §2.12, §2.14). */
export function resolvePageMeta(pathname: string, search: string): PageMeta {
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
    const crumb = buildBreadcrumbs(pathname).at(-1)?.label ?? 'Dashboard';
    return { title: `${crumb} | ${PRODUCT_NAME}`, description: `${PRODUCT_NAME} workspace.`, noindex: true };
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
