import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { checkOneOf, createdAt, idColumn, timestamps, timestamptz } from './columns';

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
    /** Set when a super admin saves a change: the seed never overwrites an edited template again. */
    editedAt: timestamptz(),
    editedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('email_templates_alias_unique').on(t.alias),
    checkOneOf('email_templates_category_check', t.category, EMAIL_TEMPLATE_CATEGORIES),
  ],
);

export const EMAIL_TEMPLATE_VERSION_SOURCES = ['seed', 'edit', 'restore'] as const;

/** Every saved state of a template (the seed's first, then each edit and restore), newest the highest number. */
export const emailTemplateVersions = pgTable(
  'email_template_versions',
  {
    id: idColumn(),
    templateId: uuid()
      .notNull()
      .references(() => emailTemplates.id, { onDelete: 'cascade' }),
    versionNo: integer().notNull(),
    source: text({ enum: EMAIL_TEMPLATE_VERSION_SOURCES }).notNull(),
    /** With source `restore`: the version it brought back. */
    restoredFromNo: integer(),
    subject: text().notNull(),
    htmlBody: text().notNull(),
    textBody: text().notNull(),
    variables: text().array().notNull().default([]),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_template_versions_no_unique').on(t.templateId, t.versionNo),
    index('email_template_versions_template_idx').on(t.templateId, t.createdAt.desc()),
    checkOneOf('email_template_versions_source_check', t.source, EMAIL_TEMPLATE_VERSION_SOURCES),
  ],
);

export type EmailTemplateVersion = typeof emailTemplateVersions.$inferSelect;
export type EmailTemplate = typeof emailTemplates.$inferSelect;
export type NewEmailTemplate = typeof emailTemplates.$inferInsert;
