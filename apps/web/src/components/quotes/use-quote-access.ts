import {
  evaluateGuards,
  type GuardRequirement,
  type GuardResult,
  isRole,
  QUOTES_CREATE_REQUIREMENT,
  QUOTES_DELETE_REQUIREMENT,
  QUOTES_EDIT_REQUIREMENT,
} from '@scopewright/domain';
import { useAuthState } from '@/lib/auth-state';

export interface QuoteAccess {
  canCreate: boolean;
  canEdit: boolean;
  canDelete: boolean;
  /** Why creating is refused (read-only plan, role), for the upgrade prompt; null when allowed. */
  createRefusal: Extract<GuardResult, { ok: false }> | null;
  isAdmin: boolean;
}

const NONE: QuoteAccess = { canCreate: false, canEdit: false, canDelete: false, createRefusal: null, isAdmin: false };

/** What the signed-in user may do with quotes: the same guard chain and requirements as the API (docs/product-rules.md#live-access-rules). */
export function useQuoteAccess(): QuoteAccess {
  const auth = useAuthState();
  if (auth.status !== 'signed-in') return NONE;
  const profile = { ...auth.profile, role: isRole(auth.profile.role) ? auth.profile.role : null };
  const check = (requirement: GuardRequirement) =>
    evaluateGuards({
      session: { userId: auth.user.id },
      profile,
      tenant: auth.access,
      path: '/dashboard/quotes',
      requirement,
    });
  const create = check(QUOTES_CREATE_REQUIREMENT);
  return {
    canCreate: create.ok,
    canEdit: check(QUOTES_EDIT_REQUIREMENT).ok,
    canDelete: check(QUOTES_DELETE_REQUIREMENT).ok,
    createRefusal: create.ok ? null : create,
    isAdmin: profile.role === 'msp_admin' || profile.role === 'super_admin',
  };
}
