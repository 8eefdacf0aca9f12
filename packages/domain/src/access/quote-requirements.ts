import type { GuardRequirement } from './guards';

// Zod-free like area-requirements.ts: the web's route table and buttons import these.

/** Reading quotes and the dashboard: any approved member of the workspace. */
export const QUOTES_READ_REQUIREMENT: GuardRequirement = { tenant: true, role: 'msp_user' };

/** can_create_quotes: new quotes and duplicates (docs/product-rules.md#live-access-rules). Read-only and suspended workspaces lack it. */
export const QUOTES_CREATE_REQUIREMENT: GuardRequirement = {
  tenant: true,
  role: 'msp_user',
  permissions: ['canCreateQuotes'],
};

/** can_edit_quotes: drafts, sending, versions, archive (docs/product-rules.md#live-access-rules). */
export const QUOTES_EDIT_REQUIREMENT: GuardRequirement = {
  tenant: true,
  role: 'msp_user',
  permissions: ['canEditQuotes'],
};

/** can_delete_quotes: msp_admin only (PERMISSION_MIN_ROLE), so a user sees the permission message (docs/product-rules.md#live-access-rules). */
export const QUOTES_DELETE_REQUIREMENT: GuardRequirement = {
  tenant: true,
  role: 'msp_user',
  permissions: ['canDeleteQuotes'],
};
