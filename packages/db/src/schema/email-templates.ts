import { boolean, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { checkOneOf, idColumn, timestamps } from './columns';

export const EMAIL_TEMPLATE_CATEGORIES = ['auth', 'team', 'trial', 'billing', 'quotes', 'system'] as const;
export type EmailTemplateCategory = (typeof EMAIL_TEMPLATE_CATEGORIES)[number];

export const emailTemplates = pgTable(
  'email_templates',
  {
    id: idColumn(),
    alias: text().notNull(),
    name: text().notNull(),
    category: text({ enum: EMAIL_TEMPLATE_CATEGORIES }).notNull(),
    subject: text().notNull(),
    htmlBody: text().notNull(),
    textBody: text().notNull(),
    variables: text().array().notNull().default([]),
    isActive: boolean().notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('email_templates_alias_unique').on(t.alias),
    checkOneOf('email_templates_category_check', t.category, EMAIL_TEMPLATE_CATEGORIES),
  ],
);

export type EmailTemplate = typeof emailTemplates.$inferSelect;
export type NewEmailTemplate = typeof emailTemplates.$inferInsert;
