import { API_SETTINGS_REQUIREMENT, evaluateGuards, isRole } from '@scopewright/domain';
import { useAuthState } from '@/lib/auth-state';

export interface ApiSettingsAccess {
  isLoading: boolean;
  canManage: boolean;
  /** The plan refuses it: the upgrade prompt's message. */
  upgradeMessage: string | null;
  isAdmin: boolean;
}

/** What the signed-in user may do on Settings → API: the API's guard chain, run in the browser. */
export function useApiSettingsAccess(): ApiSettingsAccess {
  const auth = useAuthState();
  if (auth.status !== 'signed-in') {
    return { isLoading: auth.status === 'loading', canManage: false, upgradeMessage: null, isAdmin: false };
  }
  const profile = { ...auth.profile, role: isRole(auth.profile.role) ? auth.profile.role : null };
  const result = evaluateGuards({
    session: { userId: auth.user.id },
    profile,
    tenant: auth.access,
    path: '/dashboard/settings/api',
    requirement: API_SETTINGS_REQUIREMENT,
  });
  const isAdmin = profile.role === 'msp_admin' || profile.role === 'super_admin';
  return {
    isLoading: false,
    canManage: result.ok,
    upgradeMessage: !result.ok && result.reason === 'plan-upgrade' ? result.message : null,
    isAdmin,
  };
}
