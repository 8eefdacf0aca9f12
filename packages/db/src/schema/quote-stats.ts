import { bigint, date, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { tenantIsolationPolicy } from './rls';
import { tenants } from './tenants';

/*
 * The dashboard's figures, kept in step with `quotes` by a trigger (ADR 0036) so the summary reads a handful of
 * rows whatever the number of quotes. Written only by that trigger; RLS as on every tenant table.
 */

/** Open quote value: one-time revenue of quotes with the client now (sent, viewed, not archived), per currency. */
export const quoteOpenTotals = pgTable(
  'quote_open_totals',
  {
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    currency: text().notNull(),
    openValueCents: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.currency] }), tenantIsolationPolicy()],
);

/** Quotes by the UTC day they were sent: how many, how many of them were accepted, their MRR; per currency. */
export const quoteSentDays = pgTable(
  'quote_sent_days',
  {
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    currency: text().notNull(),
    sentCount: integer().notNull().default(0),
    acceptedCount: integer().notNull().default(0),
    mrrCents: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.day, t.currency] }), tenantIsolationPolicy()],
);

/** How many quotes the workspace has in each status: the list's total when it filters by status alone. */
export const quoteStatusCounts = pgTable(
  'quote_status_counts',
  {
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    status: text().notNull(),
    quoteCount: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.status] }), tenantIsolationPolicy()],
);
