import { dashboardSubPath, findDashboardPage, SECTION_LABELS } from './dashboard-pages';

export interface Crumb {
  label: string;
  /** Absent for the current page and for sections without a screen. */
  href?: string;
}

/** Screens that start a new record: not the parent of an existing one (an edited quote's parent is the list). */
const CREATE_SCREENS = new Set(['quotes/wizard']);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Breadcrumbs: Dashboard › Section › Subsection (docs/product-rules.md#dashboard-screens). A record page shows the name its screen gave
 * (`recordLabel`), else its page label with a short id; a UUID is never shown.
 */
export function buildBreadcrumbs(pathname: string, recordLabel?: string): Crumb[] {
  const crumbs: Crumb[] = [{ label: 'Dashboard', href: '/dashboard' }];
  const segments = dashboardSubPath(pathname).split('/').filter(Boolean);

  segments.forEach((segment, i) => {
    const subPath = segments.slice(0, i + 1).join('/');
    const page = findDashboardPage(subPath);
    if (page && CREATE_SCREENS.has(page.path) && i < segments.length - 1) return;
    if (page) {
      const isRecord = page.path.endsWith('/:id');
      const label = !isRecord
        ? page.label
        : (recordLabel ?? (UUID.test(segment) ? page.label : `${page.label} ${segment}`));
      crumbs.push({ label, href: `/dashboard/${subPath}` });
    } else if (SECTION_LABELS[segment]) {
      crumbs.push({ label: SECTION_LABELS[segment] });
    }
  });

  const last = crumbs.at(-1);
  if (last) delete last.href;
  return crumbs;
}
