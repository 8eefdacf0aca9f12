import { INFRASTRUCTURE_TEMPLATES } from './global-templates-infrastructure';
import { MICROSOFT_TEMPLATES } from './global-templates-microsoft';
import { NETWORK_TEMPLATES } from './global-templates-network';
import { OFFICE_TEMPLATES } from './global-templates-office';
import { ONBOARDING_TEMPLATES } from './global-templates-onboarding';
import { SECURITY_TEMPLATES } from './global-templates-security';
import { seedUuid, type SeedTemplate } from './template-builders';

/** The global templates every workspace is offered from its first day; seeded once, then the super admins' own. */
export const GLOBAL_TEMPLATES: readonly SeedTemplate[] = [
  ...ONBOARDING_TEMPLATES,
  ...MICROSOFT_TEMPLATES,
  ...SECURITY_TEMPLATES,
  ...NETWORK_TEMPLATES,
  ...INFRASTRUCTURE_TEMPLATES,
  ...OFFICE_TEMPLATES,
];

/** A global template's row id: stable, so a template the super admins renamed is still recognised as seeded. */
export const globalTemplateId = (template: Pick<SeedTemplate, 'key'>): string =>
  seedUuid(`global-template:${template.key}`);
