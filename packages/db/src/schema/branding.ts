import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { bytea, checkOneOf, timestamps } from './columns';
import { tenantIsolationPolicy } from './rls';
import { tenants } from './tenants';

// Literal lists mirror @scopewright/domain's document branding (a domain test keeps them equal).
export const BRANDING_FONT_VALUES = ['Helvetica', 'Times-Roman'] as const;
export const BRANDING_LOGO_CONTENT_TYPES = ['image/png'] as const;

export type BrandingSectionSetting = { key: string; visible: boolean };

/**
 * One row per tenant (docs/decisions/0022-document-branding.md): how every quote document looks. The logo is stored as
 * validated, re-encoded PNG bytes (docs/security.md#image-uploads) — never the uploaded file — and served with a fixed type.
 * A missing row means the defaults (DEFAULT_DOCUMENT_BRANDING in the domain).
 */
export const branding = pgTable(
  'branding',
  {
    tenantId: uuid()
      .primaryKey()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    primaryColor: text().notNull().default('#1e3a5f'),
    accentColor: text().notNull().default('#0e7c86'),
    font: text({ enum: BRANDING_FONT_VALUES }).notNull().default('Helvetica'),
    coverPage: boolean().notNull().default(true),
    /** Ordered: [{ key: 'summary', visible: true }, …] over summary, scope, pricing, terms, signature. */
    sections: jsonb().$type<BrandingSectionSetting[]>().notNull().default([]),
    defaultTerms: text().notNull().default(''),
    footerText: text().notNull().default(''),
    logo: bytea(),
    logoContentType: text({ enum: BRANDING_LOGO_CONTENT_TYPES }),
    logoWidth: integer(),
    logoHeight: integer(),
    /** Bumped on every logo change so its address changes with it (cache busting). */
    logoVersion: integer().notNull().default(0),
    updatedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    check('branding_primary_color_hex', sql`primary_color ~ '^#[0-9a-f]{6}$'`),
    check('branding_accent_color_hex', sql`accent_color ~ '^#[0-9a-f]{6}$'`),
    checkOneOf('branding_font_check', t.font, BRANDING_FONT_VALUES),
    check(
      'branding_logo_complete',
      sql`(logo is null and logo_content_type is null and logo_width is null and logo_height is null)
        or (logo is not null and logo_content_type = 'image/png' and octet_length(logo) <= 1048576
          and logo_width between 1 and 4000 and logo_height between 1 and 4000)`,
    ),
    check('branding_text_lengths', sql`char_length(default_terms) <= 20000 and char_length(footer_text) <= 500`),
    tenantIsolationPolicy(),
  ],
);

export type Branding = typeof branding.$inferSelect;
export type NewBranding = typeof branding.$inferInsert;
