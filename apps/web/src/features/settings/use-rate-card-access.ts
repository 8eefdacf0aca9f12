import { DEFAULT_CURRENCY, evaluateGuards, isRole, RATE_CARD_WRITE_REQUIREMENT } from '@scopewright/domain';
import { useAuthState } from '@/lib/auth-state';

/**
 * Whether the signed-in user may change the rate card (the API's own requirement, evaluated on the session the
 * web already has) and the workspace currency amounts show in. The API decides; this only hides controls that would fail.
 */
export function useRateCardAccess(): { canEdit: boolean; currency: string } {
  const auth = useAuthState();
  const canEdit =
    auth.status === 'signed-in' &&
    auth.profile.role !== 'super_admin' &&
    evaluateGuards({
      session: { userId: auth.user.id },
      profile: { ...auth.profile, role: isRole(auth.profile.role) ? auth.profile.role : null },
      tenant: auth.access,
      path: '/dashboard/settings/rates',
      requirement: RATE_CARD_WRITE_REQUIREMENT,
    }).ok;
  const currency = auth.status === 'signed-in' ? auth.tenant?.defaultCurrency : undefined;
  return { canEdit, currency: currency ?? DEFAULT_CURRENCY };
}
