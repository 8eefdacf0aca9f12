import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
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
    createdAt: createdAt(),
  },
  (t) => [
    index('email_logs_tenant_sent_at_idx').on(t.tenantId, t.sentAt.desc()),
    index('email_logs_status_idx').on(t.status),
    checkOneOf('email_logs_email_type_check', t.emailType, EMAIL_TYPES),
    checkOneOf('email_logs_status_check', t.status, EMAIL_STATUSES),
    checkOneOf('email_logs_transport_check', t.transport, EMAIL_TRANSPORTS),
    tenantIsolationPolicy(),
  ],
);

export type EmailLog = typeof emailLogs.$inferSelect;
export type NewEmailLog = typeof emailLogs.$inferInsert;
