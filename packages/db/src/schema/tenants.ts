import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { checkOneOf, idColumn, timestamps, timestamptz } from './columns';
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

export const BILLING_INTERVAL_VALUES = ['monthly', 'annual'] as const;

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
    /** Company settings: quote defaults (ISO 4217 code; tax in basis points, ADR 0004). */
    defaultCurrency: text().notNull().default('USD'),
    defaultTaxRateBps: integer().notNull().default(0),
    /** The billing interval of the chosen plan; null while on trial. */
    billingInterval: text({ enum: BILLING_INTERVAL_VALUES }),
    /** The workspace's customer at the payment provider (Stripe), created at its first checkout. */
    billingCustomerId: text(),
    /** Members are billed per seat by a live subscription at the payment provider (lifts Premium's user cap). */
    perSeatBilling: boolean().notNull().default(false),
    /** First-run checklist (docs/decisions/0025-first-run-checklist.md): currency and tax saved or confirmed, rate card reviewed, list dismissed. */
    currencyTaxConfirmedAt: timestamptz(),
    rateCardReviewedAt: timestamptz(),
    firstRunDismissedAt: timestamptz(),
    /** When a member last signed in (the session's creation): the console's "last active". */
    lastActiveAt: timestamptz(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('tenants_domain_unique').on(t.domain),
    uniqueIndex('tenants_billing_customer_unique').on(t.billingCustomerId),
    // The console's MSP list sorts (docs/decisions/0036: an index per offered sort).
    index('tenants_created_idx').on(t.createdAt, t.id),
    index('tenants_trial_end_idx').on(t.trialEndDate, t.id),
    index('tenants_last_active_idx').on(t.lastActiveAt, t.id),
    index('tenants_name_idx').on(sql`lower(${t.name})`, t.id),
    check('tenants_domain_lowercase', sql`domain = lower(domain)`),
    check('tenants_default_currency_iso', sql`default_currency ~ '^[A-Z]{3}$'`),
    check('tenants_default_tax_rate_bps_range', sql`default_tax_rate_bps between 0 and 10000`),
    checkOneOf('tenants_billing_interval_check', t.billingInterval, BILLING_INTERVAL_VALUES),
    tenantIsolationPolicy('id'),
  ],
);

export type Tenant = typeof tenants.$inferSelect;
export type NewTenant = typeof tenants.$inferInsert;
