import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { checkOneOf, createdAt, idColumn, timestamptz } from './columns';
import { tenantIsolationPolicy } from './rls';
import { tenants } from './tenants';

export const EMAIL_TYPES = ['transactional', 'system'] as const;
export const EMAIL_STATUSES = [
  'queued',
  'sent',
  'delivered',
  'opened',
  'clicked',
  'bounced',
  'complained',
  'failed',
] as const;
export const EMAIL_TRANSPORTS = ['smtp', 'outbox'] as const;

export type EmailType = (typeof EMAIL_TYPES)[number];
export type EmailStatus = (typeof EMAIL_STATUSES)[number];
export type EmailTransport = (typeof EMAIL_TRANSPORTS)[number];

/** Tenant-scoped but keyed by `id` alone: system emails (sign-up verification) are sent before a tenant exists. */
export const emailLogs = pgTable(
  'email_logs',
  {
    id: idColumn(),
    tenantId: uuid().references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid(),
    emailType: text({ enum: EMAIL_TYPES }).notNull().default('transactional'),
    status: text({ enum: EMAIL_STATUSES }).notNull().default('queued'),
    transport: text({ enum: EMAIL_TRANSPORTS }).notNull(),
    templateName: text(),
    recipientEmail: text().notNull(),
    subject: text().notNull(),
    sentAt: timestamptz(),
    error: text(),
    metadata: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    htmlBody: text(),
    textBody: text(),
    /** A resend is a new row pointing at the failed one it repeats. */
    resentFromId: uuid().references((): AnyPgColumn => emailLogs.id, { onDelete: 'set null' }),
    /** The provider's id of the accepted message (Postmark MessageID, SES messageId, SendGrid sg_message_id). */
    providerMessageId: text(),
    /** When the latest provider event (delivered, opened, bounced…) moved the status. */
    lastEventAt: timestamptz(),
    createdAt: createdAt(),
    /**
     * When the email counts: sent, or queued if it never was (failed, still queued). A plain column, so the
     * runtime role's filters on it use the indexes under row-level security (an expression would not be leakproof).
     */
    loggedAt: timestamptz()
      .notNull()
      .generatedAlwaysAs(sql`coalesce(sent_at, created_at)`),
  },
  (t) => [
    // The log's time and id in one direction, so a backward scan serves newest first
    // (docs/decisions/0054-email-logs-and-metrics.md): per workspace, across workspaces, and per filter a count
    // would otherwise read the whole log for (a rare status, type, template or person).
    index('email_logs_tenant_logged_idx').on(t.tenantId, t.loggedAt, t.id),
    index('email_logs_logged_idx').on(t.loggedAt, t.id),
    index('email_logs_status_logged_idx').on(t.status, t.loggedAt, t.id),
    index('email_logs_type_logged_idx').on(t.emailType, t.loggedAt, t.id),
    index('email_logs_template_logged_idx').on(t.templateName, t.loggedAt, t.id),
    index('email_logs_user_logged_idx')
      .on(t.userId, t.loggedAt, t.id)
      .where(sql`user_id is not null`),
    index('email_logs_search_trgm_idx').using('gin', t.recipientEmail.op('gin_trgm_ops'), t.subject.op('gin_trgm_ops')),
    uniqueIndex('email_logs_provider_message_idx')
      .on(t.providerMessageId)
      .where(sql`provider_message_id is not null`),
    index('email_logs_resent_from_idx')
      .on(t.resentFromId)
      .where(sql`resent_from_id is not null`),
    checkOneOf('email_logs_email_type_check', t.emailType, EMAIL_TYPES),
    checkOneOf('email_logs_status_check', t.status, EMAIL_STATUSES),
    checkOneOf('email_logs_transport_check', t.transport, EMAIL_TRANSPORTS),
    tenantIsolationPolicy(),
  ],
);

export type EmailLog = typeof emailLogs.$inferSelect;
export type NewEmailLog = typeof emailLogs.$inferInsert;
