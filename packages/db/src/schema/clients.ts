import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { checkOneOf, timestamps, timestamptz } from './columns';
import { tenantIsolationPolicy } from './rls';
import { tenantColumns, tenantForeignKey, tenantPrimaryKey } from './tenancy';

export const CLIENT_TYPE_VALUES = ['customer', 'prospect'] as const;

const address = () => ({
  addressLine1: text(),
  addressLine2: text(),
  city: text(),
  region: text(),
  postalCode: text(),
  country: text(),
});

/** A company the MSP quotes for (docs/product-rules.md#clients). Archived, never deleted while quotes reference it. */
export const clients = pgTable(
  'clients',
  {
    ...tenantColumns(),
    name: text().notNull(),
    type: text({ enum: CLIENT_TYPE_VALUES }).notNull().default('customer'),
    industry: text(),
    website: text(),
    phone: text(),
    email: text(),
    ...address(),
    /** ISO 4217; new quotes for this client start in it. */
    currency: text().notNull().default('USD'),
    notes: text(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    archivedAt: timestamptz(),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    index('clients_tenant_name_idx').on(t.tenantId, sql`lower(${t.name})`, t.id),
    // Keys and id in one direction, so a scan either way serves (key, id) asc and desc (ADR 0036).
    index('clients_tenant_updated_idx').on(t.tenantId, t.updatedAt, t.id),
    index('clients_tenant_created_idx').on(t.tenantId, t.createdAt, t.id),
    index('clients_search_trgm_idx').using(
      'gin',
      t.name.op('gin_trgm_ops'),
      t.email.op('gin_trgm_ops'),
      t.industry.op('gin_trgm_ops'),
    ),
    checkOneOf('clients_type_check', t.type, CLIENT_TYPE_VALUES),
    check('clients_currency_iso', sql`currency ~ '^[A-Z]{3}$'`),
    tenantIsolationPolicy(),
  ],
);

export const clientContacts = pgTable(
  'client_contacts',
  {
    ...tenantColumns(),
    clientId: uuid().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull().default(''),
    email: text(),
    phone: text(),
    jobTitle: text(),
    isPrimary: boolean().notNull().default(false),
    /** May sign quotes on the client's behalf. */
    isSigner: boolean().notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantForeignKey('client_contacts_client_fk', { tenantId: t.tenantId, column: t.clientId }, clients).onDelete(
      'cascade',
    ),
    index('client_contacts_client_idx').on(t.tenantId, t.clientId),
    tenantIsolationPolicy(),
  ],
);

export const clientSites = pgTable(
  'client_sites',
  {
    ...tenantColumns(),
    clientId: uuid().notNull(),
    name: text().notNull(),
    ...address(),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantForeignKey('client_sites_client_fk', { tenantId: t.tenantId, column: t.clientId }, clients).onDelete(
      'cascade',
    ),
    index('client_sites_client_idx').on(t.tenantId, t.clientId),
    tenantIsolationPolicy(),
  ],
);

export type Client = typeof clients.$inferSelect;
export type NewClient = typeof clients.$inferInsert;
export type ClientContact = typeof clientContacts.$inferSelect;
export type NewClientContact = typeof clientContacts.$inferInsert;
export type ClientSite = typeof clientSites.$inferSelect;
export type NewClientSite = typeof clientSites.$inferInsert;
