import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { checkOneOf, timestamps, timestamptz } from './columns';
import { quotes } from './quotes';
import { tenantIsolationPolicy } from './rls';
import { tenantColumns, tenantForeignKey, tenantPrimaryKey } from './tenancy';

// Literal lists mirror @scopewright/domain's integration enums (integration-enums.ts).
export const INTEGRATION_PROVIDER_VALUES = ['connectwise', 'autotask', 'halopsa'] as const;
export const SYNC_RUN_KIND_VALUES = ['push', 'pull'] as const;
export const SYNC_RUN_TRIGGER_VALUES = ['manual', 'acceptance', 'schedule'] as const;
export const SYNC_RUN_STATUS_VALUES = ['queued', 'running', 'succeeded', 'failed', 'needs_confirmation'] as const;
export const SYNC_EVENT_LEVEL_VALUES = ['info', 'warning', 'error'] as const;
export const EXTERNAL_REF_ENTITY_VALUES = ['client', 'contact', 'quote'] as const;

/**
 * A workspace's connection to one PSA (docs/decisions/0050-psa-clients-and-fakes.md). The credentials are one
 * sealed JSON value (docs/decisions/0049-integration-credentials-encryption.md, bound to `tenantId:id`), never
 * returned; `account` holds what the screen may show (site, company id, username, instance URL).
 */
export const integrationConnections = pgTable(
  'integration_connections',
  {
    ...tenantColumns(),
    provider: text({ enum: INTEGRATION_PROVIDER_VALUES }).notNull(),
    credentialsSealed: text().notNull(),
    account: jsonb().$type<Record<string, string>>().notNull().default({}),
    /** What the last "Test connection" reached ("Acme IT (na.myconnectwise.net)"), or null before one passed. */
    accountLabel: text(),
    /** Push on acceptance, and the PSA-specific choices the adapter options carry (board, owner, ticket types). */
    settings: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** Our roles, phases, catalog items, recurring lines and stages → the PSA's ids. */
    mapping: jsonb().$type<Record<string, Record<string, string>>>().notNull().default({}),
    lastTestedAt: timestamptz(),
    lastTestError: text(),
    lastPulledAt: timestamptz(),
    lockVersion: integer().notNull().default(1),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    updatedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('integration_connections_tenant_provider_unique').on(t.tenantId, t.provider),
    checkOneOf('integration_connections_provider_check', t.provider, INTEGRATION_PROVIDER_VALUES),
    tenantIsolationPolicy(),
  ],
);

/**
 * Which PSA record one of ours became: the client's company and contacts, and a quote's opportunity, project,
 * phases (`phase:<section key>`) and tasks (`task:<line key>`). A second push updates these, never duplicates them.
 */
export const externalRefs = pgTable(
  'external_refs',
  {
    ...tenantColumns(),
    connectionId: uuid().notNull(),
    entity: text({ enum: EXTERNAL_REF_ENTITY_VALUES }).notNull(),
    entityId: uuid().notNull(),
    key: text().notNull(),
    remoteId: text().notNull(),
    remoteUrl: text().notNull().default(''),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantForeignKey(
      'external_refs_connection_fk',
      { tenantId: t.tenantId, column: t.connectionId },
      integrationConnections,
    ).onDelete('cascade'),
    uniqueIndex('external_refs_local_unique').on(t.tenantId, t.connectionId, t.entity, t.entityId, t.key),
    index('external_refs_remote_idx').on(t.tenantId, t.connectionId, t.key, t.remoteId),
    checkOneOf('external_refs_entity_check', t.entity, EXTERNAL_REF_ENTITY_VALUES),
    tenantIsolationPolicy(),
  ],
);

/** One push or pull: queued in the business transaction, run by a job, its outcome and counts. */
export const integrationSyncRuns = pgTable(
  'integration_sync_runs',
  {
    ...tenantColumns(),
    connectionId: uuid().notNull(),
    kind: text({ enum: SYNC_RUN_KIND_VALUES }).notNull(),
    trigger: text({ enum: SYNC_RUN_TRIGGER_VALUES }).notNull(),
    status: text({ enum: SYNC_RUN_STATUS_VALUES }).notNull().default('queued'),
    quoteId: uuid(),
    quoteVersionNo: integer(),
    attempts: integer().notNull().default(0),
    /** The PsaError kind of the last failure, our message and the PSA's own words. */
    errorKind: text(),
    errorMessage: text(),
    psaMessage: text(),
    /** Records created and updated, PSA calls made, companies waiting for a confirmation. */
    summary: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    startedAt: timestamptz(),
    finishedAt: timestamptz(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantForeignKey(
      'integration_sync_runs_connection_fk',
      { tenantId: t.tenantId, column: t.connectionId },
      integrationConnections,
    ).onDelete('cascade'),
    tenantForeignKey('integration_sync_runs_quote_fk', { tenantId: t.tenantId, column: t.quoteId }, quotes).onDelete(
      'cascade',
    ),
    index('integration_sync_runs_connection_idx').on(t.tenantId, t.connectionId, t.createdAt.desc(), t.id.desc()),
    index('integration_sync_runs_quote_idx').on(t.tenantId, t.quoteId, t.createdAt.desc()),
    // One push of a quote at a time: a second one waits for the first instead of racing it.
    uniqueIndex('integration_sync_runs_one_active_push')
      .on(t.tenantId, t.connectionId, t.quoteId)
      .where(sql`kind = 'push' and status in ('queued', 'running')`),
    checkOneOf('integration_sync_runs_kind_check', t.kind, SYNC_RUN_KIND_VALUES),
    checkOneOf('integration_sync_runs_trigger_check', t.trigger, SYNC_RUN_TRIGGER_VALUES),
    checkOneOf('integration_sync_runs_status_check', t.status, SYNC_RUN_STATUS_VALUES),
    tenantIsolationPolicy(),
  ],
);

/** The sync log: what was sent, what came back, the ids made and the links that open them in the PSA. */
export const integrationSyncEvents = pgTable(
  'integration_sync_events',
  {
    ...tenantColumns(),
    runId: uuid().notNull(),
    level: text({ enum: SYNC_EVENT_LEVEL_VALUES }).notNull().default('info'),
    message: text().notNull(),
    /** Our record key ('company', 'project', 'phase:<key>' …) and the PSA record it reached. */
    recordKey: text(),
    remoteId: text(),
    remoteUrl: text(),
    detail: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantForeignKey(
      'integration_sync_events_run_fk',
      { tenantId: t.tenantId, column: t.runId },
      integrationSyncRuns,
    ).onDelete('cascade'),
    index('integration_sync_events_run_idx').on(t.tenantId, t.runId, t.createdAt, t.id),
    checkOneOf('integration_sync_events_level_check', t.level, SYNC_EVENT_LEVEL_VALUES),
    tenantIsolationPolicy(),
  ],
);

export type IntegrationConnectionRow = typeof integrationConnections.$inferSelect;
export type ExternalRefRow = typeof externalRefs.$inferSelect;
export type IntegrationSyncRunRow = typeof integrationSyncRuns.$inferSelect;
export type IntegrationSyncEventRow = typeof integrationSyncEvents.$inferSelect;
