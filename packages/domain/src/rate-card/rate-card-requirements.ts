import type { GuardRequirement } from '../access/guards';

// Zod-free like access/area-requirements.ts: the web's route table and edit buttons import these.

/** Reading roles and the catalog: any approved member (the quote wizard prices with them). */
export const RATE_CARD_READ_REQUIREMENT: GuardRequirement = { tenant: true, role: 'msp_user' };

/**
 * Changing roles and the catalog: the workspace's admins, while the workspace may edit quotes (read-only,
 * free and suspended workspaces keep reading but cannot write).
 */
export const RATE_CARD_WRITE_REQUIREMENT: GuardRequirement = {
  tenant: true,
  role: 'msp_admin',
  permissions: ['canEditQuotes'],
};
