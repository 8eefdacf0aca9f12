import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, timestamps, timestamptz } from './columns';

/*
 * Better Auth's core tables, written by hand (its CLI crashes on Node 20). Property names are the field names
 * Better Auth uses; columns are snake_case. Ids are our UUIDv7 (`advanced.database.generateId: newId`).
 *
 * These are GLOBAL tables, not tenant tables: a user exists before any workspace, and sign-in must find a
 * user by email before anyone is known. They have no tenant_id and no RLS; the runtime role reaches them
 * through Better Auth's adapter and our auth use cases only, always by an explicit key (email, token, user id).
 */
export const users = pgTable(
  'users',
  {
    id: idColumn(),
    name: text().notNull(),
    email: text().notNull(),
    emailVerified: boolean().notNull().default(false),
    image: text(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email), check('users_email_lowercase', sql`email = lower(email)`)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: idColumn(),
    token: text().notNull(),
    expiresAt: timestamptz().notNull(),
    ipAddress: text(),
    userAgent: text(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...timestamps(),
  },
  (t) => [uniqueIndex('sessions_token_unique').on(t.token), index('sessions_user_id_idx').on(t.userId)],
);

/** One row per way to sign in: `credential` (password hash, scrypt) or an OAuth provider + subject. */
export const accounts = pgTable(
  'accounts',
  {
    id: idColumn(),
    providerId: text().notNull(),
    accountId: text().notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text(),
    refreshToken: text(),
    idToken: text(),
    accessTokenExpiresAt: timestamptz(),
    refreshTokenExpiresAt: timestamptz(),
    scope: text(),
    password: text(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('accounts_provider_account_unique').on(t.providerId, t.accountId),
    index('accounts_user_id_idx').on(t.userId),
  ],
);

/** Short-lived secrets: password-reset tokens (`reset-password:<token>`), OAuth state. */
export const verifications = pgTable(
  'verifications',
  {
    id: idColumn(),
    identifier: text().notNull(),
    value: text().notNull(),
    expiresAt: timestamptz().notNull(),
    ...timestamps(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

/** Rate-limit counters (docs/security.md#rate-limits): in Postgres, so they survive restarts and are shared by processes. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    id: idColumn(),
    key: text().notNull(),
    count: integer().notNull(),
    lastRequest: bigint({ mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('rate_limits_key_unique').on(t.key), index('rate_limits_last_request_idx').on(t.lastRequest)],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type Session = typeof sessions.$inferSelect;
export type Account = typeof accounts.$inferSelect;
