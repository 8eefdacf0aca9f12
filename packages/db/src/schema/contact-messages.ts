import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns';

/**
 * Messages from the public contact form (docs/product-rules.md#contact-form). A global table like rate_limits: the sender
 * has no workspace, so there is no tenant_id and no RLS; super admins read them. `client_ip` backs the hourly
 * per-address limit; `email_log_id` is the support email queued in the same transaction.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: idColumn(),
    name: text().notNull(),
    email: text().notNull(),
    company: text().notNull(),
    message: text().notNull(),
    clientIp: text().notNull(),
    userAgent: text(),
    emailLogId: uuid(),
    createdAt: createdAt(),
  },
  (t) => [
    index('contact_messages_client_ip_created_at_idx').on(t.clientIp, t.createdAt),
    index('contact_messages_created_at_idx').on(t.createdAt.desc()),
  ],
);

export type ContactMessage = typeof contactMessages.$inferSelect;
export type NewContactMessage = typeof contactMessages.$inferInsert;
