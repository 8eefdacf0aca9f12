import { lazyScreen } from '@/lib/lazy-screen';

/**
 * One lazy module per dashboard feature; the name is what the user reads if it fails to load. The home screen is
 * not here: it is the first screen, part of the dashboard's route module (dashboard-routes.tsx, ADR 0040).
 */
export const DASHBOARD_SCREENS = {
  quotes: lazyScreen(() => import('@/features/quotes/quotes-screen'), 'Quotes'),
  wizard: lazyScreen(() => import('@/features/quote-wizard/quote-wizard-screen'), 'Quote Wizard'),
  opportunities: lazyScreen(() => import('@/features/opportunities/opportunities-screen'), 'Opportunities'),
  clients: lazyScreen(() => import('@/features/clients/clients-screen'), 'Clients'),
  users: lazyScreen(() => import('@/features/team/users-screen'), 'Users'),
  // Templates → Library shows the service library as its second tab: composed here, since a feature never imports
  // another (eslint/web-boundaries.js).
  templates: lazyScreen(
    () =>
      Promise.all([
        import('@/features/templates/templates-screen'),
        import('@/features/service-library/service-library-panel'),
      ]).then(([templates, library]) => ({ default: templates.templatesScreenWith(library.ServiceLibraryPanel) })),
    'Templates',
  ),
  settings: lazyScreen(() => import('@/features/settings/settings-screen'), 'Settings'),
  profile: lazyScreen(() => import('@/features/profile/profile-screen'), 'My Profile'),
  billing: lazyScreen(() => import('@/features/billing/billing-screen'), 'Billing'),
  admin: lazyScreen(() => import('@/features/admin/admin-screen'), 'Administration'),
  platformOverview: lazyScreen(() => import('@/features/platform-console/overview/overview-screen'), 'Overview'),
  platformWorkspaces: lazyScreen(() => import('@/features/platform-console/workspaces/workspaces-screen'), 'MSPs'),
  platformWorkspace: lazyScreen(
    () => import('@/features/platform-console/workspace-detail/workspace-detail-screen'),
    'Tenant',
  ),
  platformValidation: lazyScreen(
    () => import('@/features/platform-console/validation/validation-screen'),
    'Validation',
  ),
  platformDebug: lazyScreen(() => import('@/features/platform-console/debug/debug-screen'), 'Debug'),
  platformAudit: lazyScreen(() => import('@/features/platform-console/audit/platform-audit-screen'), 'Audit'),
  versionControl: lazyScreen(() => import('@/features/version-control/version-control-screen'), 'Version Control'),
  emailTemplates: lazyScreen(() => import('@/features/email-templates/email-templates-screen'), 'Email Templates'),
  emailAnalytics: lazyScreen(
    () =>
      import('@/features/email-analytics/email-analytics-screen').then((screen) => ({
        default: screen.emailAnalyticsScreenWith(),
      })),
    'Email Analytics',
  ),
  // Super admin → Email shows the platform's suppression list as its second tab (composed here, like Templates).
  platformEmail: lazyScreen(
    () =>
      Promise.all([
        import('@/features/email-analytics/email-analytics-screen'),
        import('@/features/email-suppressions/suppressions-panel'),
      ]).then(([screen, panel]) => ({ default: screen.emailAnalyticsScreenWith(panel.SuppressionsPanel) })),
    'Email',
  ),
};

export type DashboardScreenKey = keyof typeof DASHBOARD_SCREENS;

/** Which feature module renders a dashboard route pattern other than the home screen (''). */
export function dashboardScreenFor(path: string): DashboardScreenKey {
  if (path.startsWith('quotes/wizard')) return 'wizard';
  // The global templates' management is the Templates feature's Management screen (docs/product-rules.md#templates).
  if (path === 'superadmin/templates') return 'templates';
  if (path === 'email-templates' || path.startsWith('email-templates/')) return 'emailTemplates';
  if (path === 'admin/email') return 'emailAnalytics';
  if (path === 'superadmin/email') return 'platformEmail';
  if (path === 'superadmin' || path === 'superadmin/overview') return 'platformOverview';
  if (path === 'superadmin/msps') return 'platformWorkspaces';
  if (path.startsWith('company/')) return 'platformWorkspace';
  if (path === 'superadmin/validation') return 'platformValidation';
  if (path === 'superadmin/debug') return 'platformDebug';
  if (path === 'superadmin/audit') return 'platformAudit';
  if (path === 'admin/versions') return 'versionControl';
  const section = path.split('/')[0]!;
  if (section in DASHBOARD_SCREENS) return section as DashboardScreenKey;
  return 'admin';
}
