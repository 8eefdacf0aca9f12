/** Role literals and ranks (docs/product-rules.md#roles). */
export const ROLES = ['pending_user', 'msp_user', 'msp_admin', 'super_admin'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_RANK: Record<Role, number> = {
  pending_user: 0,
  msp_user: 1,
  msp_admin: 2,
  super_admin: 3,
};

export const ROLE_LABELS: Record<Role, string> = {
  pending_user: 'Pending User',
  msp_user: 'User',
  msp_admin: 'Admin',
  super_admin: 'Super Admin',
};

export const CAPABILITIES = [
  'view_own_profile',
  'create_quotes',
  'edit_own_quotes',
  'view_templates',
  'export_quotes',
  'save_quotes',
  'delete_quotes',
  'manage_users',
  'manage_templates',
  'tenant_settings',
  'tenant_analytics',
  'access_billing',
  'global_templates',
  'workflows',
  'admin_features',
  'cross_tenant_access',
] as const;
export type Capability = (typeof CAPABILITIES)[number];

const PENDING: readonly Capability[] = ['view_own_profile'];
const USER: readonly Capability[] = [
  ...PENDING,
  'create_quotes',
  'edit_own_quotes',
  'view_templates',
  'export_quotes',
  'save_quotes',
];
// Live access rules: deleting quotes, managing users and billing need msp_admin (docs/product-rules.md#live-access-rules).
const ADMIN: readonly Capability[] = [
  ...USER,
  'manage_users',
  'manage_templates',
  'tenant_settings',
  'tenant_analytics',
  'delete_quotes',
  'access_billing',
];
const SUPER: readonly Capability[] = [
  ...ADMIN,
  'global_templates',
  'workflows',
  'admin_features',
  'cross_tenant_access',
];

/** Cumulative: each role holds every capability of the roles below it. */
export const ROLE_CAPABILITIES: Record<Role, readonly Capability[]> = {
  pending_user: PENDING,
  msp_user: USER,
  msp_admin: ADMIN,
  super_admin: SUPER,
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** A missing role ranks below pending_user: it meets no requirement. */
export function hasRoleAtLeast(role: Role | null | undefined, required: Role): boolean {
  if (!role || !isRole(role)) return false;
  return ROLE_RANK[role] >= ROLE_RANK[required];
}

export function hasCapability(role: Role | null | undefined, capability: Capability): boolean {
  if (!role || !isRole(role)) return false;
  return ROLE_CAPABILITIES[role].includes(capability);
}

/** Pending users and users without a role need a role assignment (docs/product-rules.md#roles). */
export function needsRoleAssignment(role: Role | null | undefined): boolean {
  return !role || !isRole(role) || role === 'pending_user';
}
