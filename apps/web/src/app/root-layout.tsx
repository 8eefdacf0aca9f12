import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { CanonicalRedirect } from '@/components/shell/canonical-redirect';
import { CookieNotice } from '@/components/shell/cookie-notice';
import { ErrorBoundary } from '@/components/shell/error-boundary';
import { ScrollToTop } from '@/components/shell/scroll-to-top';
import { UpdateNotice } from '@/components/shell/update-notice';
import { PageMeta } from './page-meta';
import { analytics, pagePath } from '@/lib/analytics';

export function RootLayout() {
  const { pathname } = useLocation();
  useEffect(() => analytics.track('page_viewed', { path: pagePath(pathname) }), [pathname]);
  return (
    <CanonicalRedirect>
      <ScrollToTop />
      <PageMeta />
      <ErrorBoundary resetKey={pathname} fullScreen>
        <Outlet />
      </ErrorBoundary>
      <CookieNotice />
      <UpdateNotice />
    </CanonicalRedirect>
  );
}
