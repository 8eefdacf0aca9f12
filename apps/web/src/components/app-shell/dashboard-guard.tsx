import {
  AUTH_COPY,
  type GuardFailure,
  isPathWithin,
  loginPathFor,
  onboardingPathFor,
  preventRedirectLoop,
  shouldShowOnboarding,
} from '@scopewright/domain';
import { ShieldX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { LoadingScreen } from '@/components/shell/loading-screen';
import { Button } from '@/components/ui/button';
import { type AuthState, useAuthState } from '@/lib/auth-state';
import { AppShell } from './app-shell';
import { AwaitingApprovalCard } from './awaiting-approval-card';
import { dashboardSubPath, findDashboardPage } from './dashboard-pages';
import { pageAccess, type SignedIn, viewerOf } from './page-access';
import { useProfileEvents } from './use-profile-events';

export type DashboardDecision =
  | { kind: 'loading' }
  | { kind: 'redirect'; to: string }
  | { kind: 'denied'; auth: SignedIn; failure: GuardFailure }
  | { kind: 'allowed'; auth: SignedIn };

/** Guard chain for one dashboard location, with the requirement of its row in DASHBOARD_PAGES (docs/product-rules.md#guard-chain). */
export function decideDashboardAccess(auth: AuthState, pathname: string, search = ''): DashboardDecision {
  if (auth.status === 'loading') return { kind: 'loading' };
  if (auth.status === 'signed-out') return { kind: 'redirect', to: loginPathFor(`${pathname}${search}`) };
  const viewer = viewerOf(auth);
  // Onboarding itself is not guarded on dashboard paths (docs/product-rules.md#onboarding): the layout sends unfinished profiles there first.
  if (shouldShowOnboarding(viewer.profile)) {
    return { kind: 'redirect', to: onboardingPathFor(`${pathname}${search}`) };
  }
  const result = pageAccess(viewer, findDashboardPage(dashboardSubPath(pathname))?.path ?? '', pathname);
  if (result.ok) return { kind: 'allowed', auth };
  if (result.redirectTo) return { kind: 'redirect', to: preventRedirectLoop(pathname, result.redirectTo) };
  return { kind: 'denied', auth, failure: result };
}

/** Verifies the session on every visit and shows the dashboard layout only to those the guard lets in (docs/product-rules.md#dashboard-screens). */
export function DashboardGuard({ children, onSignOut }: { children: ReactNode; onSignOut: () => Promise<void> }) {
  const { pathname, search } = useLocation();
  const auth = useAuthState({ verify: 'always' });
  useProfileEvents(auth.status === 'signed-in');
  const decision = decideDashboardAccess(auth, pathname, search);
  if (decision.kind === 'loading') return <LoadingScreen />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return (
    <AppShell user={decision.auth.user} viewer={viewerOf(decision.auth)} onSignOut={onSignOut}>
      {decision.kind === 'denied' ? (
        <GuardFailureCard failure={decision.failure} />
      ) : awaitsApproval(decision.auth, pathname) ? (
        <AwaitingApprovalCard workspaceName={decision.auth.tenant?.name ?? null} />
      ) : (
        children
      )}
    </AppShell>
  );
}

/** A pending user of a workspace sees only their own profile until an admin approves them (docs/product-rules.md#sign-up-and-workspaces). */
function awaitsApproval(auth: SignedIn, pathname: string): boolean {
  return auth.profile.role === 'pending_user' && !isPathWithin(pathname, '/dashboard/profile');
}

/** Guard cards: onboarding offers Continue Onboarding; the rest ask the administrator for access (docs/product-rules.md#guard-chain). */
function GuardFailureCard({ failure }: { failure: GuardFailure }) {
  const isOnboarding = failure.guard === 'onboarding';
  return (
    <section className="flex justify-center px-4 py-16 sm:py-24" data-testid="guard-failure">
      <div className="w-full max-w-md rounded-xl border bg-card p-8 text-center shadow-sm">
        <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-warning/15 text-warning">
          <ShieldX className="size-6" aria-hidden />
        </span>
        <h1 className="mt-5 text-2xl font-semibold tracking-tight">
          {failure.title ?? AUTH_COPY.insufficientPermissions}
        </h1>
        <p className="mt-3 text-[15px] leading-6 text-foreground">{failure.message}</p>
        {failure.guard === 'role' && failure.current && (
          <p className="mt-2 text-sm text-muted-foreground">Current role: {failure.current}</p>
        )}
        {isOnboarding ? (
          <Button asChild className="mt-7">
            <Link to="/onboarding">{AUTH_COPY.continueOnboarding}</Link>
          </Button>
        ) : (
          <p className="mt-2 text-sm leading-6 text-muted-foreground">{AUTH_COPY.contactAdministrator}</p>
        )}
      </div>
    </section>
  );
}
