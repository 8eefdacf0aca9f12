import { dashboardSubPath, findDashboardPage, SECTION_LABELS } from './dashboard-pages';

export interface Crumb {
  label: string;
  /** Absent for the current page and for sections without a screen. */
  href?: string;
}

/** Breadcrumbs of spec §2.15: Dashboard › Section › Subsection. */
export function buildBreadcrumbs(pathname: string): Crumb[] {
  const crumbs: Crumb[] = [{ label: 'Dashboard', href: '/dashboard' }];
  const segments = dashboardSubPath(pathname).split('/').filter(Boolean);

  segments.forEach((segment, i) => {
    const subPath = segments.slice(0, i + 1).join('/');
    const page = findDashboardPage(subPath);
    if (page) {
      const label = page.path.endsWith('/:id') ? `${page.label} ${segment}` : page.label;
      crumbs.push({ label, href: `/dashboard/${subPath}` });
    } else if (SECTION_LABELS[segment]) {
      crumbs.push({ label: SECTION_LABELS[segment] });
    }
  });

  const last = crumbs.at(-1);
  if (last) delete last.href;
  return crumbs;
}
