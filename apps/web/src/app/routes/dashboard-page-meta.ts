import { PRODUCT_NAME } from '@scopewright/domain';
import { useLocation } from 'react-router';
import { usePageMeta } from '@/app/page-meta';
import type { PageMeta } from '@/app/resolve-page-meta';
import { buildBreadcrumbs } from '@/components/app-shell/build-breadcrumbs';

/** A dashboard screen is titled by its last breadcrumb and never indexed. */
export function resolveDashboardMeta(pathname: string): PageMeta {
  const crumb = buildBreadcrumbs(pathname).at(-1)?.label ?? 'Dashboard';
  return { title: `${crumb} | ${PRODUCT_NAME}`, description: `${PRODUCT_NAME} workspace.`, noindex: true };
}

export function useDashboardPageMeta() {
  usePageMeta(resolveDashboardMeta(useLocation().pathname));
}
