import type { GuardRequirement } from './guards';

// Kept apart from the areas' zod schemas: the web's route table imports these, and the first page must not
// load zod.

/**
 * Who reaches billing (API routes and /dashboard/billing alike): the workspace's admins, suspended or not. No
 * canAccessBilling check: every plan and read-only state grants it, and a suspended workspace, with all features
 * off (docs/product-rules.md#access-summary), is the one that most needs billing to resolve it (suspended tenants are sent there) (docs/product-rules.md#live-access-rules).
 */
export const BILLING_REQUIREMENT: GuardRequirement = { tenant: true, role: 'msp_admin', allowSuspended: true };

/** The workspace's admins (docs/product-rules.md#live-access-rules). */
export const COMPANY_SETTINGS_REQUIREMENT: GuardRequirement = { tenant: true, role: 'msp_admin' };

/** Who may change roles, approve and remove members: admins whose tier includes user management (docs/product-rules.md#live-access-rules). */
export const MANAGE_TEAM_REQUIREMENT: GuardRequirement = { role: 'msp_admin', permissions: ['canManageUsers'] };
