import type { GuardRequirement } from '../access/guards';

// Zod-free like access/area-requirements.ts: the web's route table and buttons import these.

/** Viewing templates: any approved member, on Essentials or above (docs/product-rules.md#templates). */
export const TEMPLATES_READ_REQUIREMENT: GuardRequirement = { tenant: true, role: 'msp_user', tier: 'essentials' };

/** can_create_templates: the workspace's admins; off when read-only or suspended. */
export const TEMPLATES_CREATE_REQUIREMENT: GuardRequirement = {
  tenant: true,
  role: 'msp_admin',
  permissions: ['canCreateTemplates'],
};

/** can_edit_templates: the workspace's admins; off when read-only or suspended. */
export const TEMPLATES_EDIT_REQUIREMENT: GuardRequirement = {
  tenant: true,
  role: 'msp_admin',
  permissions: ['canEditTemplates'],
};

/** Starting a quote from a template: creating quotes, on a plan with templates. */
export const TEMPLATES_START_QUOTE_REQUIREMENT: GuardRequirement = {
  tenant: true,
  role: 'msp_user',
  tier: 'essentials',
  permissions: ['canCreateQuotes'],
};
