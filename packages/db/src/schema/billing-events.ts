import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { checkOneOf, createdAt } from './columns';
import { tenantIsolationPolicy } from './rls';
import { tenantColumns, tenantPrimaryKey } from './tenancy';
import { BILLING_INTERVAL_VALUES } from './tenants';

export const BILLING_EVENT_TYPES = ['plan_changed'] as const;
export const BILLING_PROVIDERS = ['manual', 'stripe'] as const;
export const PLAN_TIER_VALUES = ['essentials', 'premium', 'enterprise'] as const;

/**
 * The workspace's billing history (docs/product-rules.md#billing). With no payment provider configured a plan change
 * applies at once through the `manual` provider and charges nothing (`amount_cents` is the period's list price).
 */
export const billingEvents = pgTable(
  'billing_events',
  {
    ...tenantColumns(),
    type: text({ enum: BILLING_EVENT_TYPES }).notNull(),
    provider: text({ enum: BILLING_PROVIDERS }).notNull(),
    /** The tenant's active_tier before the change (trial, essentials, …, suspended, read_only …). */
    fromTier: text().notNull(),
    toTier: text({ enum: PLAN_TIER_VALUES }).notNull(),
    interval: text({ enum: BILLING_INTERVAL_VALUES }).notNull(),
    seats: integer().notNull(),
    amountCents: integer().notNull(),
    chargedCents: integer().notNull().default(0),
    currency: text().notNull().default('USD'),
    actorUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    tenantPrimaryKey(t),
    index('billing_events_tenant_created_idx').on(t.tenantId, t.createdAt.desc()),
    checkOneOf('billing_events_type_check', t.type, BILLING_EVENT_TYPES),
    checkOneOf('billing_events_provider_check', t.provider, BILLING_PROVIDERS),
    checkOneOf('billing_events_to_tier_check', t.toTier, PLAN_TIER_VALUES),
    checkOneOf('billing_events_interval_check', t.interval, BILLING_INTERVAL_VALUES),
    tenantIsolationPolicy(),
  ],
);

export type BillingEvent = typeof billingEvents.$inferSelect;
export type NewBillingEvent = typeof billingEvents.$inferInsert;
