import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { bytea, checkOneOf, createdAt, timestamptz } from './columns';
import { quotes, quoteVersions } from './quotes';
import { tenantIsolationPolicy } from './rls';
import { tenantColumns, tenantForeignKey, tenantPrimaryKey } from './tenancy';

/**
 * The client's link to one sent version (docs/security.md#public-quote-links). The token (≥ 128 random bits) is only in the link;
 * the row keeps its SHA-256. The public lookup runs in platform scope by that hash, then in the tenant.
 */
export const quoteShareLinks = pgTable(
  'quote_share_links',
  {
    ...tenantColumns(),
    quoteId: uuid().notNull(),
    versionId: uuid().notNull(),
    tokenHash: text().notNull(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamptz().notNull(),
    revokedAt: timestamptz(),
    lastViewedAt: timestamptz(),
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantForeignKey('quote_share_links_quote_fk', { tenantId: t.tenantId, column: t.quoteId }, quotes).onDelete(
      'cascade',
    ),
    tenantForeignKey(
      'quote_share_links_version_fk',
      { tenantId: t.tenantId, column: t.versionId },
      quoteVersions,
    ).onDelete('cascade'),
    uniqueIndex('quote_share_links_token_hash_unique').on(t.tokenHash),
    index('quote_share_links_quote_idx').on(t.tenantId, t.quoteId, t.createdAt.desc()),
    check('quote_share_links_token_hash_sha256', sql`token_hash ~ '^[0-9a-f]{64}$'`),
    tenantIsolationPolicy(),
  ],
);

export const SIGNATURE_KIND_VALUES = ['typed', 'drawn'] as const;

/**
 * A version is accepted exactly once (unique per version) (docs/security.md#acceptance-once). Records who signed, what they
 * picked, when (UTC), from where, and the SHA-256 of the PDF they accepted.
 */
export const quoteAcceptances = pgTable(
  'quote_acceptances',
  {
    ...tenantColumns(),
    quoteId: uuid().notNull(),
    versionId: uuid().notNull(),
    shareLinkId: uuid(),
    signerName: text().notNull(),
    signerTitle: text().notNull(),
    signerEmail: text(),
    signatureKind: text({ enum: SIGNATURE_KIND_VALUES }).notNull(),
    /** The typed signature (the signer's name as they typed it to sign). */
    signatureText: text(),
    /** A drawn signature, re-encoded as PNG by the API. */
    signatureImage: bytea(),
    selectedLineIds: uuid()
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    selectedSectionIds: uuid()
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    acceptedAt: timestamptz().notNull().defaultNow(),
    ip: text(),
    userAgent: text(),
    /** SHA-256 of documentPdf; null (with documentPdf) only until the signing job has stored the bytes. */
    documentSha256: text(),
    /**
     * The signed PDF as it was hashed and sent: downloads of an accepted version return these bytes, so a later
     * change of logo or renderer never alters what was signed. Rendered by a job right after the acceptance
     * commits (ADR 0019); any reader that finds it missing renders and stores it first.
     */
    documentPdf: bytea(),
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantForeignKey('quote_acceptances_quote_fk', { tenantId: t.tenantId, column: t.quoteId }, quotes).onDelete(
      'cascade',
    ),
    tenantForeignKey(
      'quote_acceptances_version_fk',
      { tenantId: t.tenantId, column: t.versionId },
      quoteVersions,
    ).onDelete('cascade'),
    uniqueIndex('quote_acceptances_version_unique').on(t.tenantId, t.versionId),
    checkOneOf('quote_acceptances_signature_kind_check', t.signatureKind, SIGNATURE_KIND_VALUES),
    check(
      'quote_acceptances_signature_present',
      sql`(signature_kind = 'typed' and signature_text is not null) or (signature_kind = 'drawn' and signature_image is not null)`,
    ),
    check('quote_acceptances_sha256', sql`document_sha256 ~ '^[0-9a-f]{64}$'`),
    check('quote_acceptances_document_pdf_size', sql`document_pdf is null or octet_length(document_pdf) <= 20971520`),
    tenantIsolationPolicy(),
  ],
);

/** Every open of the client's page (the first one also sets the version's first_viewed_at and status viewed). */
export const quoteViews = pgTable(
  'quote_views',
  {
    ...tenantColumns(),
    quoteId: uuid().notNull(),
    versionId: uuid().notNull(),
    shareLinkId: uuid(),
    viewedAt: timestamptz().notNull().defaultNow(),
    ip: text(),
    userAgent: text(),
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantForeignKey('quote_views_quote_fk', { tenantId: t.tenantId, column: t.quoteId }, quotes).onDelete('cascade'),
    index('quote_views_quote_idx').on(t.tenantId, t.quoteId, t.viewedAt.desc()),
    tenantIsolationPolicy(),
  ],
);

export type QuoteShareLink = typeof quoteShareLinks.$inferSelect;
export type QuoteAcceptance = typeof quoteAcceptances.$inferSelect;
export type QuoteView = typeof quoteViews.$inferSelect;
