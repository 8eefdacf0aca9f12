import type { GuardRequirement } from '../access/guards';

// Zod-free like access/area-requirements.ts: the web's route table imports it.

/** Admin → Email Analytics: the workspace's admins (a super admin passes every guard). */
export const EMAIL_ANALYTICS_REQUIREMENT: GuardRequirement = { tenant: true, role: 'msp_admin' };
