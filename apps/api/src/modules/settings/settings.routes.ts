import { z } from '@hono/zod-openapi';
import {
  COMPANY_SETTINGS_REQUIREMENT,
  CURRENCY_CODES,
  TAX_RATE_MAX_BPS,
  UpdateCompanySettingsInput,
} from '@scopewright/domain';
import { defineRoute, guarded } from '../../platform/access/route-access';
import { guardRefusals, invalidBody, jsonBody, jsonContent } from '../../platform/openapi';

const EmailPreferencesSchema = z.object({
  trialReminders: z.boolean(),
  billingNotifications: z.boolean(),
  usageAlerts: z.boolean(),
  marketingEmails: z.boolean(),
});

export const CompanySettingsResponse = z
  .object({
    name: z.string(),
    contactEmail: z.string().nullable(),
    defaultCurrency: z.enum(CURRENCY_CODES),
    defaultTaxRateBps: z.number().int().min(0).max(TAX_RATE_MAX_BPS),
    emailPreferences: EmailPreferencesSchema,
    updatedAt: z.string(),
  })
  .openapi('CompanySettings');

const denied = guardRefusals(
  "Not an admin of a workspace, or the workspace is suspended (redirectTo: '/dashboard/billing').",
);

export const getCompanySettingsRoute = defineRoute({
  access: guarded(COMPANY_SETTINGS_REQUIREMENT),
  method: 'get',
  path: '/api/settings/company',
  tags: ['settings'],
  summary: "The caller's workspace settings: name, contact email, default currency and tax rate, email preferences.",
  responses: { 200: jsonContent(CompanySettingsResponse, 'The company settings.'), ...denied },
});

export const updateCompanySettingsRoute = defineRoute({
  access: guarded(COMPANY_SETTINGS_REQUIREMENT),
  method: 'patch',
  path: '/api/settings/company',
  tags: ['settings'],
  summary:
    'Changes any subset of the company settings; email preferences merge key by key. The tax rate is in basis ' +
    'points (825 = 8.25%).',
  request: jsonBody(UpdateCompanySettingsInput),
  responses: {
    200: jsonContent(CompanySettingsResponse, 'The settings after the change.'),
    ...invalidBody('A field breaks its rule; details name the field and its message.'),
    ...denied,
  },
});
