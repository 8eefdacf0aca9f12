import type { GuardRequirement } from '../access/guards';

// Zod-free like access/area-requirements.ts: the web's route table and buttons import these.

/** Connecting a PSA, its settings and its mapping: the workspace's admins, on a plan with PSA integrations. */
export const PSA_INTEGRATIONS_REQUIREMENT: GuardRequirement = {
  tenant: true,
  role: 'msp_admin',
  permissions: ['canAccessPsaIntegrations'],
};

/** Sending a quote to a connected PSA and reading its sync log: any approved member on such a plan. */
export const PSA_PUSH_REQUIREMENT: GuardRequirement = { ...PSA_INTEGRATIONS_REQUIREMENT, role: 'msp_user' };
