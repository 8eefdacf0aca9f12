import { hasPermission, hasRoleAtLeast, isRole } from '@scopewright/domain';
import { useAuthState } from '@/lib/auth-state';

/**
 * What the signed-in user may do here, mirroring the API's requirements: writes need the tier's canEditQuotes
 * (read-only workspaces lose it), deleting needs an admin. The API decides; this only hides dead buttons.
 */
export function useClientPermissions() {
  const auth = useAuthState();
  if (auth.status !== 'signed-in') return { canWrite: false, canDelete: false };
  const role = isRole(auth.profile.role) ? auth.profile.role : null;
  const canWrite = hasRoleAtLeast(role, 'msp_user') && hasPermission(auth.access.features, role, 'canEditQuotes');
  return { canWrite, canDelete: canWrite && hasRoleAtLeast(role, 'msp_admin') };
}
