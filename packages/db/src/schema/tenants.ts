import { sql } from 'drizzle-orm';
import { boolean, check, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, timestamps, timestamptz } from './columns';
import { tenantIsolationPolicy } from './rls';

export type EmailPreferences = {
  trialReminders: boolean;
  billingNotifications: boolean;
  usageAlerts: boolean;
  marketingEmails: boolean;
};

export const DEFAULT_EMAIL_PREFERENCES: EmailPreferences = {
  trialReminders: true,
  billingNotifications: true,
  usageAlerts: true,
  marketingEmails: false,
};

export const tenants = pgTable(
  'tenants',
  {
    id: idColumn(),
    name: text().notNull(),
    domain: text(),
    trialStartDate: timestamptz(),
    trialEndDate: timestamptz(),
    suspended: boolean().notNull().default(false),
    activeTier: text().notNull().default('trial'),
    selectedTier: text().notNull().default('enterprise'),
    contactEmail: text(),
    emailPreferences: jsonb().$type<EmailPreferences>().notNull().default(DEFAULT_EMAIL_PREFERENCES),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('tenants_domain_unique').on(t.domain),
    check('tenants_domain_lowercase', sql`domain = lower(domain)`),
    tenantIsolationPolicy('id'),
  ],
);

export type Tenant = typeof tenants.$inferSelect;
export type NewTenant = typeof tenants.$inferInsert;
