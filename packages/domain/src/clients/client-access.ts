import type { GuardRequirement } from '../access/guards';

/** Reading clients: any member of the workspace (suspended workspaces get the suspended guard). */
export const CLIENTS_READ_REQUIREMENT: GuardRequirement = { tenant: true, role: 'msp_user' };

/**
 * Writing clients, contacts and sites is part of quoting: it needs the tier's canEditQuotes, which read-only
 * workspaces lose (docs/product-rules.md#live-access-rules), so they keep viewing clients but cannot change them.
 */
export const CLIENTS_WRITE_REQUIREMENT: GuardRequirement = {
  tenant: true,
  role: 'msp_user',
  permissions: ['canEditQuotes'],
};

/** Deleting a client is an admin's call (docs/product-rules.md#live-access-rules), and only while no quote references it. */
export const CLIENTS_DELETE_REQUIREMENT: GuardRequirement = {
  tenant: true,
  role: 'msp_admin',
  permissions: ['canEditQuotes'],
};
