import { evaluateScreenAccess, type GuardInput, type GuardResult, isRole } from '@scopewright/domain';
import type { AuthState } from '@/lib/auth-state';
import { type DashboardPage, dashboardPath, requirementFor } from './dashboard-pages';

export type SignedIn = Extract<AuthState, { status: 'signed-in' }>;

/** Who is looking at the dashboard, as the guard chain reads them. */
export type Viewer = Pick<GuardInput, 'session' | 'profile' | 'tenant'>;

export function viewerOf(auth: SignedIn): Viewer {
  return {
    session: { userId: auth.user.id },
    profile: { ...auth.profile, role: isRole(auth.profile.role) ? auth.profile.role : null },
    tenant: auth.access,
  };
}

/** The guard's verdict on one dashboard route pattern: the route guard, sidebar and palette all ask this. */
export function pageAccess(viewer: Viewer, pattern: string, path = dashboardPath(pattern)): GuardResult {
  return evaluateScreenAccess({ ...viewer, path, requirement: requirementFor(pattern) });
}

/** A page navigation may offer: built, and one the viewer can open. */
export function canNavigateTo(viewer: Viewer | null, page: DashboardPage): boolean {
  return !page.isComingSoon && viewer !== null && pageAccess(viewer, page.path).ok;
}
