import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgPolicy,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { checkOneOf, createdAt, idColumn, timestamps, timestamptz } from './columns';
import { tenantIsolationPolicy } from './rls';
import { tenants } from './tenants';

// Mirrors @scopewright/domain's TEMPLATE_SCOPES.
export const TEMPLATE_SCOPE_VALUES = ['global', 'workspace'] as const;

/** Opaque here: @scopewright/domain's TemplateDocument (content, variables, rules), parsed by the API. */
type TemplateDocumentJson = Record<string, unknown>;

/** Anyone may read a published global template; writes stay with the tenant policy (platform only). */
const publishedGlobalRead = pgPolicy('global_template_read', {
  as: 'permissive',
  for: 'select',
  to: 'public',
  using: sql`tenant_id is null and is_published`,
});

/**
 * A reusable scope (docs/decisions/0044-templates.md). Workspace templates carry their tenant; global ones
 * (made by super admins, offered to every workspace) have none, so the key is `id` alone, not (tenant_id, id).
 * `document` is the current version's, denormalised with the list's figures for a one-table list.
 */
export const templates = pgTable(
  'templates',
  {
    id: idColumn(),
    tenantId: uuid().references(() => tenants.id, { onDelete: 'cascade' }),
    scope: text({ enum: TEMPLATE_SCOPE_VALUES }).notNull(),
    name: text().notNull(),
    description: text().notNull().default(''),
    category: text().notNull().default(''),
    tags: text().array().notNull().default([]),
    brandingOverride: jsonb().$type<Record<string, unknown>>(),
    document: jsonb().$type<TemplateDocumentJson>().notNull(),
    variables: jsonb().$type<unknown[]>().notNull().default([]),
    version: integer().notNull().default(1),
    isPublished: boolean().notNull().default(true),
    sectionCount: integer().notNull().default(0),
    lineCount: integer().notNull().default(0),
    laborMinutes: integer().notNull().default(0),
    archivedAt: timestamptz(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    updatedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    checkOneOf('templates_scope_check', t.scope, TEMPLATE_SCOPE_VALUES),
    check('templates_scope_tenant', sql`(scope = 'global') = (tenant_id is null)`),
    uniqueIndex('templates_workspace_name_unique')
      .on(t.tenantId, sql`lower(${t.name})`)
      .where(sql`tenant_id is not null`),
    uniqueIndex('templates_global_name_unique')
      .on(sql`lower(${t.name})`)
      .where(sql`tenant_id is null`),
    tenantIsolationPolicy(),
    publishedGlobalRead,
  ],
);

/** Every save of a template: immutable, for history, diff and restore. */
export const templateVersions = pgTable(
  'template_versions',
  {
    id: idColumn(),
    templateId: uuid()
      .notNull()
      .references(() => templates.id, { onDelete: 'cascade' }),
    tenantId: uuid().references(() => tenants.id, { onDelete: 'cascade' }),
    version: integer().notNull(),
    name: text().notNull(),
    description: text().notNull().default(''),
    category: text().notNull().default(''),
    tags: text().array().notNull().default([]),
    brandingOverride: jsonb().$type<Record<string, unknown>>(),
    document: jsonb().$type<TemplateDocumentJson>().notNull(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('template_versions_template_version_unique').on(t.templateId, t.version),
    tenantIsolationPolicy(),
    pgPolicy('global_template_version_read', {
      as: 'permissive',
      for: 'select',
      to: 'public',
      using: sql`tenant_id is null`,
    }),
  ],
);

/** A workspace's use of a template (its own or a global one): how often, how lately. */
export const templateUsage = pgTable(
  'template_usage',
  {
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    templateId: uuid()
      .notNull()
      .references(() => templates.id, { onDelete: 'cascade' }),
    uses: integer().notNull().default(0),
    lastUsedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.templateId] }),
    index('template_usage_template_idx').on(t.templateId),
    tenantIsolationPolicy(),
  ],
);

export type TemplateRow = typeof templates.$inferSelect;
export type TemplateVersionRow = typeof templateVersions.$inferSelect;
