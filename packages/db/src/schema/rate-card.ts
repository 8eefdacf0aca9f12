import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { checkOneOf, timestamps, timestamptz } from './columns';
import { tenantIsolationPolicy } from './rls';
import { tenantColumns, tenantPrimaryKey } from './tenancy';

export const CATALOG_ITEM_KIND_VALUES = ['product', 'recurring_service', 'labor_package'] as const;
export const BILLING_FREQUENCY_VALUES = ['one_time', 'monthly', 'quarterly', 'annual'] as const;

/** A resource on the rate card (Project Manager, Network Engineer …): bill and cost rates in cents per hour. */
export const laborRoles = pgTable(
  'labor_roles',
  {
    ...tenantColumns(),
    name: text().notNull(),
    /** What the client sees on the quote; the internal name when null. */
    clientFacingName: text(),
    description: text(),
    billRateCents: integer().notNull(),
    costRateCents: integer().notNull().default(0),
    position: integer().notNull().default(0),
    archivedAt: timestamptz(),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('labor_roles_tenant_name_active_unique')
      .on(t.tenantId, sql`lower(${t.name})`)
      .where(sql`archived_at is null`),
    check('labor_roles_rates_non_negative', sql`bill_rate_cents >= 0 and cost_rate_cents >= 0`),
    tenantIsolationPolicy(),
  ],
);

/** Products, recurring services and labour packages a quote line can be copied from (a snapshot, never a link). */
export const catalogItems = pgTable(
  'catalog_items',
  {
    ...tenantColumns(),
    kind: text({ enum: CATALOG_ITEM_KIND_VALUES }).notNull(),
    name: text().notNull(),
    description: text(),
    sku: text(),
    manufacturer: text(),
    unit: text().notNull().default('each'),
    unitPriceCents: bigint({ mode: 'number' }).notNull(),
    unitCostCents: bigint({ mode: 'number' }).notNull().default(0),
    frequency: text({ enum: BILLING_FREQUENCY_VALUES }).notNull().default('one_time'),
    taxable: boolean().notNull().default(true),
    category: text(),
    archivedAt: timestamptz(),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    index('catalog_items_tenant_name_idx').on(t.tenantId, sql`lower(${t.name})`),
    uniqueIndex('catalog_items_tenant_sku_active_unique')
      .on(t.tenantId, sql`lower(${t.sku})`)
      .where(sql`sku is not null and archived_at is null`),
    checkOneOf('catalog_items_kind_check', t.kind, CATALOG_ITEM_KIND_VALUES),
    checkOneOf('catalog_items_frequency_check', t.frequency, BILLING_FREQUENCY_VALUES),
    check('catalog_items_amounts_non_negative', sql`unit_price_cents >= 0 and unit_cost_cents >= 0`),
    tenantIsolationPolicy(),
  ],
);

export type LaborRole = typeof laborRoles.$inferSelect;
export type NewLaborRole = typeof laborRoles.$inferInsert;
export type CatalogItem = typeof catalogItems.$inferSelect;
export type NewCatalogItem = typeof catalogItems.$inferInsert;
