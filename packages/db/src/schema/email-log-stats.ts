import { date, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

/**
 * Emails per UTC day (of EMAIL_LOG_TIME), type, template and status across every workspace, kept by statement
 * triggers on email_logs (migration 0034) for the platform's metrics over a quarter or a year
 * (docs/decisions/0054-email-logs-and-metrics.md). Counts only, no workspace: not a tenant table. Each writing
 * connection adds to its own `shard` (backend pid mod 8), so concurrent sends never wait on one row; a shard may go
 * negative (a status change counted by another connection), only the sum over shards means anything.
 * `templateName` '' stands for none.
 */
export const emailLogDailyCounts = pgTable(
  'email_log_daily_counts',
  {
    day: date({ mode: 'string' }).notNull(),
    shard: smallint().notNull(),
    emailType: text().notNull(),
    templateName: text().notNull(),
    status: text().notNull(),
    emailCount: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.shard, t.emailType, t.templateName, t.status] })],
);

export type EmailLogDailyCount = typeof emailLogDailyCounts.$inferSelect;
