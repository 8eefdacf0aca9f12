import { lazyScreen } from '@/lib/lazy-screen';
import { appScreen } from './app-screen';
import { loadDashboardRoutes } from './load-dashboard-routes';

export const LandingPage = lazyScreen(() => import('@/features/marketing/landing-page'), 'the home page');
export const PublicPage = lazyScreen(() => import('@/features/marketing/public-page'), 'this page');
export const NotFoundRoute = lazyScreen(() => import('./not-found-route'), 'this page');
export const AccessDeniedPage = lazyScreen(
  () => import('@/components/shell/access-denied-page').then((m) => ({ default: m.AccessDeniedPage })),
  'this page',
);
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
    appScreen(() => import('@/features/invitations/invitation-screen')),
    'the invitation page',
  ),
};

/** The dashboard's layout and route table, loaded only when a /dashboard URL is opened (dashboard-routes.tsx). */
export const DashboardRoutes = lazyScreen(loadDashboardRoutes, 'the dashboard');
