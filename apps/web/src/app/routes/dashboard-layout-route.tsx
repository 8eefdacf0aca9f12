import { SHELL_COPY } from '@scopewright/domain';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AppShell } from '@/components/app-shell/app-shell';
import { ErrorBoundary } from '@/components/shell/error-boundary';
import { LoadingScreen } from '@/components/shell/loading-screen';
import { PageTransition } from '@/components/shell/page-transition';
import { useAuthState } from '@/features/auth/use-auth-state';
import { useSignOut } from '@/features/auth/use-sign-out';

export default function DashboardLayoutRoute() {
  const { pathname } = useLocation();
  const auth = useAuthState({ verify: 'always' });
  const signOut = useSignOut();
  return (
    <AppShell user={auth.user} onSignOut={signOut}>
      <ErrorBoundary resetKey={pathname}>
        <Suspense fallback={<LoadingScreen label={SHELL_COPY.loadingDashboard} fullScreen={false} />}>
          <PageTransition>
            <Outlet />
          </PageTransition>
        </Suspense>
      </ErrorBoundary>
    </AppShell>
  );
}
