import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { checkOneOf, createdAt, idColumn, timestamptz } from './columns';
import { emailLogs } from './email-logs';
import { tenantIsolationPolicy } from './rls';
import { tenants } from './tenants';

export const EMAIL_EVENT_PROVIDERS = ['postmark', 'ses', 'sendgrid', 'smtp'] as const;
/** What a provider said happened to a message, in our words (the email log's statuses a provider can set). */
export const EMAIL_EVENT_TYPES = ['delivered', 'opened', 'clicked', 'bounced', 'soft_bounced', 'complained'] as const;
export const EMAIL_SUPPRESSION_REASONS = ['hard_bounce', 'complaint', 'manual'] as const;

export type EmailEventProvider = (typeof EMAIL_EVENT_PROVIDERS)[number];
export type EmailEventType = (typeof EMAIL_EVENT_TYPES)[number];
export type EmailSuppressionReason = (typeof EMAIL_SUPPRESSION_REASONS)[number];

/**
 * Append-only: each provider event about one logged email. `providerEventId` (the provider's own id of the event,
 * or a hash of it) makes a repeated webhook a no-op.
 */
export const emailEvents = pgTable(
  'email_events',
  {
    id: idColumn(),
    emailLogId: uuid()
      .notNull()
      .references(() => emailLogs.id, { onDelete: 'cascade' }),
    tenantId: uuid().references(() => tenants.id, { onDelete: 'cascade' }),
    provider: text({ enum: EMAIL_EVENT_PROVIDERS }).notNull(),
    eventType: text({ enum: EMAIL_EVENT_TYPES }).notNull(),
    providerEventId: text().notNull(),
    occurredAt: timestamptz().notNull(),
    /** The provider's details worth reading (bounce type and description, user agent, link): never a token. */
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_events_provider_event_unique').on(t.provider, t.providerEventId),
    index('email_events_log_idx').on(t.emailLogId, t.occurredAt),
    checkOneOf('email_events_provider_check', t.provider, EMAIL_EVENT_PROVIDERS),
    checkOneOf('email_events_type_check', t.eventType, EMAIL_EVENT_TYPES),
    tenantIsolationPolicy(),
  ],
);

/**
 * Addresses the platform no longer sends to: hard bounces and complaints (our sending reputation is shared by every
 * workspace, so the list is platform-wide). A super admin can lift one; a lifted row stays as history.
 */
export const emailSuppressions = pgTable(
  'email_suppressions',
  {
    id: idColumn(),
    /** Lower-cased. */
    email: text().notNull(),
    reason: text({ enum: EMAIL_SUPPRESSION_REASONS }).notNull(),
    /** The email whose bounce or complaint put the address here. */
    sourceEmailLogId: uuid().references(() => emailLogs.id, { onDelete: 'set null' }),
    detail: text(),
    createdAt: createdAt(),
    liftedAt: timestamptz(),
    liftedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    liftReason: text(),
  },
  (t) => [
    uniqueIndex('email_suppressions_active_unique')
      .on(t.email)
      .where(sql`lifted_at is null`),
    index('email_suppressions_created_idx').on(t.createdAt.desc()),
    checkOneOf('email_suppressions_reason_check', t.reason, EMAIL_SUPPRESSION_REASONS),
  ],
);

/**
 * One row per workspace and lifecycle step (`trial_reminder:10`, `usage_alert:quotes:80:2026-11`…): inserted in the
 * transaction that queues the email, so a step is sent exactly once whatever the number of processes or restarts.
 */
export const lifecycleEmailSends = pgTable(
  'lifecycle_email_sends',
  {
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    step: text().notNull(),
    emailLogId: uuid().references(() => emailLogs.id, { onDelete: 'set null' }),
    /** Why nothing was sent, when nothing was (a preference off, no address). */
    skippedReason: text(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.step] }), tenantIsolationPolicy()],
);

export type EmailEvent = typeof emailEvents.$inferSelect;
export type EmailSuppression = typeof emailSuppressions.$inferSelect;
export type LifecycleEmailSend = typeof lifecycleEmailSends.$inferSelect;
