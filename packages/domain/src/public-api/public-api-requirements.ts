import type { GuardRequirement } from '../access/guards';

// Zod-free like access/area-requirements.ts: the web's route table imports these.

/** Settings → API (keys and webhooks): the workspace's admins, on a plan with API access (Enterprise). */
export const API_SETTINGS_REQUIREMENT: GuardRequirement = {
  tenant: true,
  role: 'msp_admin',
  permissions: ['canUseApiAccess'],
};
