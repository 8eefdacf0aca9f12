import { SHELL_COPY } from '@scopewright/domain';
import { type ReactNode, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { DashboardGuard } from '@/components/app-shell/dashboard-guard';
import { useToaster } from '@/components/shell/app-toaster';
import { ErrorBoundary } from '@/components/shell/error-boundary';
import { LoadingScreen } from '@/components/shell/loading-screen';
import { PageTransition } from '@/components/shell/page-transition';
import { useSignOut } from '@/features/auth/use-sign-out';
import { QueryProvider } from '@/lib/query-provider';
import '@/lib/tailwind-merge';

export default function DashboardLayoutRoute() {
  const { pathname } = useLocation();
  useToaster();
  return (
    <QueryProvider>
      <SignedInGuard>
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<LoadingScreen label={SHELL_COPY.loadingDashboard} fullScreen={false} />}>
            <PageTransition>
              <Outlet />
            </PageTransition>
          </Suspense>
        </ErrorBoundary>
      </SignedInGuard>
    </QueryProvider>
  );
}

// Inside QueryProvider: signing out clears its cache.
function SignedInGuard({ children }: { children: ReactNode }) {
  const signOut = useSignOut();
  return <DashboardGuard onSignOut={signOut}>{children}</DashboardGuard>;
}
