import { DASHBOARD_PAGES, type DashboardPage } from './dashboard-pages';

export interface NavSection {
  heading: string;
  items: DashboardPage[];
  /** Shown to platform super admins only (their screens refuse everyone else). */
  superAdminOnly?: boolean;
}

const pick = (...paths: string[]) =>
  paths.map((path) => {
    const page = DASHBOARD_PAGES.find((p) => p.path === path);
    if (!page) throw new Error(`Unknown dashboard page: ${path}`);
    return page;
  });

/** Sidebar groups. */
export const NAV_SECTIONS: readonly NavSection[] = [
  { heading: 'Sell', items: pick('', 'quotes', 'opportunities', 'clients', 'templates') },
  { heading: 'Workspace', items: pick('users', 'billing', 'settings') },
  {
    heading: 'Platform',
    items: pick('superadmin', 'email-templates', 'admin/email', 'admin/versions'),
    superAdminOnly: true,
  },
];

/** Sub-pages shown as tabs under a section's header (e.g. billing → overview, usage …). */
export function sectionTabs(sectionPath: string): DashboardPage[] {
  if (sectionPath === 'quotes') return [];
  return DASHBOARD_PAGES.filter(
    (p) => p.path.startsWith(`${sectionPath}/`) && !p.path.includes(':') && p.path.split('/').length === 2,
  );
}
