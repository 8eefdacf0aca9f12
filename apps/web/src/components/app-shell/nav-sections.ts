import { DASHBOARD_PAGES, type DashboardPage } from './dashboard-pages';
import { canNavigateTo, type Viewer } from './page-access';

export interface NavSection {
  heading: string;
  items: DashboardPage[];
}

const pick = (...paths: string[]) =>
  paths.map((path) => {
    const page = DASHBOARD_PAGES.find((p) => p.path === path);
    if (!page) throw new Error(`Unknown dashboard page: ${path}`);
    return page;
  });

/** Sidebar groups, before the viewer's access is applied. */
export const NAV_SECTIONS: readonly NavSection[] = [
  { heading: 'Sell', items: pick('', 'quotes', 'opportunities', 'clients', 'templates') },
  { heading: 'Workspace', items: pick('users', 'billing', 'settings', 'admin/email', 'admin/versions') },
  { heading: 'Platform', items: pick('superadmin', 'superadmin/msps', 'superadmin/email', 'email-templates') },
];

/** The sidebar a viewer sees: built pages they can open; a group left empty is not shown. */
export function navSectionsFor(viewer: Viewer | null): NavSection[] {
  return NAV_SECTIONS.map((section) => ({
    ...section,
    items: section.items.filter((page) => canNavigateTo(viewer, page)),
  })).filter((section) => section.items.length > 0);
}

/** Sub-pages shown as tabs under a section's header (e.g. billing → overview, usage …); not the unbuilt ones. */
export function sectionTabs(sectionPath: string): DashboardPage[] {
  if (sectionPath === 'quotes') return [];
  return DASHBOARD_PAGES.filter(
    (p) =>
      p.path.startsWith(`${sectionPath}/`) &&
      !p.path.includes(':') &&
      p.path.split('/').length === 2 &&
      !p.isComingSoon,
  );
}
