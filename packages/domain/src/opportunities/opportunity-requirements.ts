import type { GuardRequirement } from '../access/guards';

// Zod-free like access/area-requirements.ts: the web's route table and buttons import these.

/** The spec's guard "role MSP user": reading and working deals, for any approved member on Essentials or above. */
export const OPPORTUNITIES_REQUIREMENT: GuardRequirement = { tenant: true, role: 'msp_user', tier: 'essentials' };

/** The workspace's stages, loss reasons and pipeline settings: its admins. */
export const PIPELINE_ADMIN_REQUIREMENT: GuardRequirement = { tenant: true, role: 'msp_admin', tier: 'essentials' };

/** Analytics and forecasts: any approved member on a plan with advanced analytics (Premium and Enterprise). */
export const ADVANCED_ANALYTICS_REQUIREMENT: GuardRequirement = {
  tenant: true,
  role: 'msp_user',
  permissions: ['canAccessAdvancedAnalytics'],
};

/** Setting the forecast's targets: the workspace's admins, on a plan with advanced analytics. */
export const PIPELINE_TARGETS_REQUIREMENT: GuardRequirement = { ...ADVANCED_ANALYTICS_REQUIREMENT, role: 'msp_admin' };
