import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { checkOneOf, createdAt, timestamptz } from './columns';
import { ROLE_VALUES } from './profiles';
import { tenantIsolationPolicy } from './rls';
import { tenantColumns, tenantPrimaryKey } from './tenancy';

export const INVITATION_STATUSES = ['pending', 'accepted', 'expired', 'revoked'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/**
 * Invitation (docs/product-rules.md#invitations). The link carries a random token whose SHA-256 is stored (ADR 0003: ids are not
 * secrets); the invitee's lookup runs in platform scope by that hash. Super admin cannot be granted.
 */
export const invitations = pgTable(
  'invitations',
  {
    ...tenantColumns(),
    email: text().notNull(),
    name: text(),
    role: text({ enum: ROLE_VALUES }).notNull(),
    tokenHash: text().notNull(),
    invitedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamptz().notNull(),
    status: text({ enum: INVITATION_STATUSES }).notNull().default('pending'),
    acceptedAt: timestamptz(),
    createdAt: createdAt(),
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('invitations_token_hash_unique').on(t.tokenHash),
    index('invitations_tenant_email_idx').on(t.tenantId, t.email),
    index('invitations_invited_by_created_idx').on(t.invitedBy, t.createdAt),
    check('invitations_email_lowercase', sql`email = lower(email)`),
    check('invitations_role_not_super_admin', sql`role <> 'super_admin'`),
    checkOneOf('invitations_role_check', t.role, ROLE_VALUES),
    checkOneOf('invitations_status_check', t.status, INVITATION_STATUSES),
    tenantIsolationPolicy(),
  ],
);

export type Invitation = typeof invitations.$inferSelect;
export type NewInvitation = typeof invitations.$inferInsert;
