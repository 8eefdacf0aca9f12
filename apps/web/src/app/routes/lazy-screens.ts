import { lazyScreen } from '@/lib/lazy-screen';
import { appScreen } from './app-screen';

export const LandingPage = lazyScreen(() => import('@/features/marketing/landing-page'), 'the home page');
export const PublicPage = lazyScreen(() => import('@/features/marketing/public-page'), 'this page');
// Auth screens fetch with TanStack Query and rely on tailwind-merge; the public pages (and so the root) have neither.
export const AuthPlaceholder = lazyScreen(
  appScreen(() => import('@/features/auth/auth-placeholder')),
  'the sign-in page',
);
export const AUTH_SCREENS = {
  '/login': lazyScreen(
    appScreen(() => import('@/features/auth/login-screen')),
    'the sign-in page',
  ),
  '/signup': lazyScreen(
    appScreen(() => import('@/features/auth/signup-screen')),
    'the sign-up page',
  ),
  '/reset-password': lazyScreen(
    appScreen(() => import('@/features/auth/reset-password-screen')),
    'the reset password page',
  ),
  '/update-password': lazyScreen(
    appScreen(() => import('@/features/auth/update-password-screen')),
    'the new password page',
  ),
  '/auth/oauth-callback': lazyScreen(
    appScreen(() => import('@/features/auth/oauth-callback-screen')),
    'the sign-in page',
  ),
  '/onboarding': lazyScreen(
    appScreen(() => import('@/features/onboarding/onboarding-screen')),
    'the onboarding page',
  ),
  '/invite/:token': lazyScreen(
    appScreen(() => import('@/features/invite/invite-screen')),
    'the invitation page',
  ),
};
export const DashboardLayoutRoute = lazyScreen(() => import('./dashboard-layout-route'), 'the dashboard');

/** One lazy module per dashboard feature; the name is what the user reads if it fails to load. */
export const DASHBOARD_SCREENS = {
  home: lazyScreen(() => import('@/features/home/home-screen'), 'Dashboard'),
  quotes: lazyScreen(() => import('@/features/quotes/quotes-screen'), 'Quotes'),
  wizard: lazyScreen(() => import('@/features/quote-wizard/quote-wizard-screen'), 'Quote Wizard'),
  opportunities: lazyScreen(() => import('@/features/pipeline/opportunities-screen'), 'Opportunities'),
  clients: lazyScreen(() => import('@/features/clients/clients-screen'), 'Clients'),
  users: lazyScreen(() => import('@/features/team/users-screen'), 'Users'),
  templates: lazyScreen(() => import('@/features/templates/templates-screen'), 'Templates'),
  serviceLibrary: lazyScreen(() => import('@/features/service-library/service-library-screen'), 'Service library'),
  settings: lazyScreen(() => import('@/features/settings/settings-screen'), 'Settings'),
  profile: lazyScreen(() => import('@/features/profile/profile-screen'), 'My Profile'),
  billing: lazyScreen(() => import('@/features/billing/billing-screen'), 'Billing'),
  admin: lazyScreen(() => import('@/features/admin/admin-screen'), 'Administration'),
};

export type DashboardScreenKey = keyof typeof DASHBOARD_SCREENS;

/** Which feature module renders a dashboard route pattern. */
export function dashboardScreenFor(path: string): DashboardScreenKey {
  if (path === '') return 'home';
  if (path.startsWith('quotes/wizard')) return 'wizard';
  if (path === 'templates' || path === 'templates/library') return 'serviceLibrary';
  const section = path.split('/')[0]!;
  if (section in DASHBOARD_SCREENS) return section as DashboardScreenKey;
  return 'admin';
}
