import { Outlet, useLocation } from 'react-router';
import { CanonicalRedirect } from '@/components/shell/canonical-redirect';
import { CookieNotice } from '@/components/shell/cookie-notice';
import { ErrorBoundary } from '@/components/shell/error-boundary';
import { ScrollToTop } from '@/components/shell/scroll-to-top';
import { UpdateNotice } from '@/components/shell/update-notice';
import { PageMeta } from './page-meta';

export function RootLayout() {
  const { pathname } = useLocation();
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
