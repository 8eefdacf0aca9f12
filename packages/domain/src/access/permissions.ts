import { FEATURE_LABELS, isFeatureGranted, type FeatureSet } from './features';
import { hasRoleAtLeast, type Role } from './roles';

/** Live access rules: deleting quotes, managing users and billing need msp_admin on top of the tier (docs/product-rules.md#live-access-rules). */
export const PERMISSION_MIN_ROLE: Partial<Record<keyof FeatureSet, Role>> = {
  canDeleteQuotes: 'msp_admin',
  canManageUsers: 'msp_admin',
  canAccessBilling: 'msp_admin',
};

export interface PermissionCheck {
  /** Features the tenant's tier or state does not grant. */
  missingFeatures: (keyof FeatureSet)[];
  /** Features granted to the tenant but above the user's role. */
  missingRole: (keyof FeatureSet)[];
}

export function checkPermissions(
  features: FeatureSet,
  role: Role | null,
  required: readonly (keyof FeatureSet)[],
): PermissionCheck {
  const missingFeatures = required.filter((key) => !isFeatureGranted(features, key));
  const missingRole = required.filter((key) => {
    const minRole = PERMISSION_MIN_ROLE[key];
    return !missingFeatures.includes(key) && minRole !== undefined && !hasRoleAtLeast(role, minRole);
  });
  return { missingFeatures, missingRole };
}

/** One permission for one user: the tier grants it and the role is high enough (super admin always). */
export function hasPermission(features: FeatureSet, role: Role | null, key: keyof FeatureSet): boolean {
  if (role === 'super_admin') return true;
  const { missingFeatures, missingRole } = checkPermissions(features, role, [key]);
  return missingFeatures.length === 0 && missingRole.length === 0;
}

export function describeFeatures(keys: readonly (keyof FeatureSet)[]): string {
  return keys.map((key) => FEATURE_LABELS[key]).join(', ');
}
