import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { checkOneOf, createdAt, idColumn, timestamptz } from './columns';
import { tenantIsolationPolicy } from './rls';

export const AUDIT_ACTOR_KINDS = ['user', 'super_admin', 'api_key', 'system', 'anonymous'] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];

/** A changed field as the audit log keeps it: what it was and what it became (secrets never, only that they changed). */
export type AuditChanges = Record<string, { before: unknown; after: unknown }>;

/**
 * The audit log (docs/product-rules.md#audit-log): append-only. The runtime role may insert and read (its workspace's
 * rows, or all as the platform) but has no UPDATE, DELETE or TRUNCATE, and a trigger refuses both for any role.
 * `tenant_id` is the workspace the event concerns (the one a super admin acted for); it is not a foreign key, so an
 * entry outlives its workspace. Actor fields are snapshots: the entry still reads right after the person is gone.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: idColumn(),
    occurredAt: timestamptz().notNull().defaultNow(),
    tenantId: uuid(),
    actorKind: text({ enum: AUDIT_ACTOR_KINDS }).notNull(),
    actorUserId: uuid(),
    actorApiKeyId: uuid(),
    /** The person's email or the key's name at the time (never a secret). */
    actorLabel: text(),
    /** Dotted verb, e.g. `auth.sign_in_failed`, `member.role_changed`, `platform.trial_extended`. */
    action: text().notNull(),
    targetType: text(),
    targetId: text(),
    targetLabel: text(),
    changes: jsonb().$type<AuditChanges>(),
    /** Why (required for every super-admin action). */
    reason: text(),
    metadata: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    ip: text(),
    userAgent: text(),
    requestId: text(),
  },
  (t) => [
    index('audit_events_tenant_time_idx').on(t.tenantId, t.occurredAt.desc(), t.id.desc()),
    index('audit_events_time_idx').on(t.occurredAt.desc(), t.id.desc()),
    index('audit_events_actor_time_idx').on(t.actorUserId, t.occurredAt.desc()),
    index('audit_events_action_time_idx').on(t.action, t.occurredAt.desc()),
    index('audit_events_target_idx').on(t.targetType, t.targetId),
    checkOneOf('audit_events_actor_kind_check', t.actorKind, AUDIT_ACTOR_KINDS),
    tenantIsolationPolicy(),
  ],
);

export const SUPPORT_MODES = ['view', 'act'] as const;
export type SupportMode = (typeof SUPPORT_MODES)[number];

/**
 * A super admin's browser session opened onto a workspace as support (docs/product-rules.md#support-access): read-only
 * (`view`) unless switched to `act` until `act_until`. At most one open per auth session.
 */
export const supportSessions = pgTable(
  'support_sessions',
  {
    id: idColumn(),
    tenantId: uuid().notNull(),
    superAdminUserId: uuid().notNull(),
    /** The auth session (Better Auth's session id) it belongs to; signing out ends it. */
    authSessionId: text().notNull(),
    reason: text().notNull(),
    mode: text({ enum: SUPPORT_MODES }).notNull().default('view'),
    actUntil: timestamptz(),
    actReason: text(),
    startedAt: createdAt(),
    endedAt: timestamptz(),
  },
  (t) => [
    uniqueIndex('support_sessions_open_unique')
      .on(t.authSessionId)
      .where(sql`ended_at is null`),
    index('support_sessions_tenant_idx').on(t.tenantId, t.startedAt),
    checkOneOf('support_sessions_mode_check', t.mode, SUPPORT_MODES),
    tenantIsolationPolicy(),
  ],
);

/** Every API process writes its row here every 30 s (Super admin → Debug lists those seen recently). */
export const processHeartbeats = pgTable(
  'process_heartbeats',
  {
    /** host:pid:started-at, unique per process life. */
    id: text().primaryKey(),
    hostname: text().notNull(),
    pid: integer().notNull(),
    /** web, worker or both. */
    role: text().notNull(),
    buildVersion: text().notNull(),
    schemaVersion: text(),
    startedAt: timestamptz().notNull(),
    lastSeenAt: timestamptz().notNull(),
    metadata: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('process_heartbeats_seen_idx').on(t.lastSeenAt)],
);

export const VALIDATION_RUN_STATUSES = ['running', 'completed', 'failed'] as const;
export const VALIDATION_TRIGGERS = ['manual', 'nightly'] as const;

/** One run of the platform's data checks (Super admin → Validation); one may run at a time. */
export const validationRuns = pgTable(
  'validation_runs',
  {
    id: idColumn(),
    trigger: text({ enum: VALIDATION_TRIGGERS }).notNull(),
    startedBy: uuid(),
    status: text({ enum: VALIDATION_RUN_STATUSES }).notNull().default('running'),
    startedAt: createdAt(),
    finishedAt: timestamptz(),
    /** Per check: workspaces or rows checked, findings, milliseconds. */
    summary: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    error: text(),
  },
  (t) => [
    uniqueIndex('validation_runs_one_running')
      .on(t.status)
      .where(sql`status = 'running'`),
    index('validation_runs_started_idx').on(t.startedAt),
    checkOneOf('validation_runs_status_check', t.status, VALIDATION_RUN_STATUSES),
    checkOneOf('validation_runs_trigger_check', t.trigger, VALIDATION_TRIGGERS),
  ],
);

/** What a run found: one row per failing thing, with the app path where it is fixed. */
export const validationFindings = pgTable(
  'validation_findings',
  {
    id: idColumn(),
    runId: uuid()
      .notNull()
      .references(() => validationRuns.id, { onDelete: 'cascade' }),
    /** Null for a platform-wide finding (a table without forced RLS, a template, a stuck job). */
    tenantId: uuid(),
    check: text().notNull(),
    severity: text().notNull(),
    subjectType: text(),
    subjectId: text(),
    message: text().notNull(),
    /** App path to fix it (e.g. /dashboard/company/{id}); never an outside URL. */
    fixPath: text(),
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('validation_findings_run_idx').on(t.runId, t.check),
    index('validation_findings_tenant_idx').on(t.tenantId),
    tenantIsolationPolicy(),
  ],
);

export type AuditEvent = typeof auditEvents.$inferSelect;
export type NewAuditEvent = typeof auditEvents.$inferInsert;
export type SupportSession = typeof supportSessions.$inferSelect;
export type ValidationRun = typeof validationRuns.$inferSelect;
export type ValidationFinding = typeof validationFindings.$inferSelect;
