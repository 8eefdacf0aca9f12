import { evaluateGuards, type GuardRequirement, isRole, PSA_PUSH_REQUIREMENT } from '@scopewright/domain';
import { useAuthState } from '@/lib/auth-state';

/** Whether the quote's PSA panel shows: a member of a workspace on a plan with PSA integrations. */
export function usePsaSyncAccess(quoteId: string): { canSee: boolean } {
  const auth = useAuthState();
  if (auth.status !== 'signed-in') return { canSee: false };
  const profile = { ...auth.profile, role: isRole(auth.profile.role) ? auth.profile.role : null };
  const check = (requirement: GuardRequirement) =>
    evaluateGuards({
      session: { userId: auth.user.id },
      profile,
      tenant: auth.access,
      path: `/dashboard/quotes/wizard/${quoteId}`,
      requirement,
    }).ok;
  return { canSee: check(PSA_PUSH_REQUIREMENT) };
}
