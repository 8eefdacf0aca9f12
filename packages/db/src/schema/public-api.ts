import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { checkOneOf, createdAt, timestamps, timestamptz } from './columns';
import { tenantIsolationPolicy } from './rls';
import { tenantColumns, tenantForeignKey, tenantPrimaryKey } from './tenancy';

// Literal lists mirror @scopewright/domain's public API enums (public-api/api-scopes.ts).
export const IDEMPOTENCY_STATE_VALUES = ['running', 'done'] as const;

/**
 * A workspace's API key (docs/decisions/0051-public-api.md). The key itself is shown once; only its SHA-256
 * (`hash`, unique across workspaces: the lookup before the workspace is known) and what the screen may show
 * (`start`: the prefix and first characters, `last4`) are kept. A rotation makes a new key and gives the old one
 * an `expires_at` at the end of the overlap.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    ...tenantColumns(),
    name: text().notNull(),
    hash: text().notNull(),
    start: text().notNull(),
    last4: text().notNull(),
    /** `resource:read` / `resource:write` (domain API_SCOPES). */
    scopes: text().array().notNull(),
    expiresAt: timestamptz(),
    revokedAt: timestamptz(),
    lastUsedAt: timestamptz(),
    /** The key this one replaced by a rotation. */
    rotatedFromId: uuid(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('api_keys_hash_unique').on(t.hash),
    index('api_keys_tenant_created_idx').on(t.tenantId, t.createdAt.desc()),
    tenantIsolationPolicy(),
  ],
);

/**
 * The first answer to a POST sent with an `Idempotency-Key`, per key, kept 24 hours: a repeat with the same body
 * gets it again; a repeat with another body is refused (422); one while the first still runs gets 409.
 */
export const apiIdempotencyKeys = pgTable(
  'api_idempotency_keys',
  {
    ...tenantColumns(),
    apiKeyId: uuid().notNull(),
    key: text().notNull(),
    /** SHA-256 of method, path and body. */
    requestHash: text().notNull(),
    state: text({ enum: IDEMPOTENCY_STATE_VALUES }).notNull().default('running'),
    responseStatus: integer(),
    responseBody: text(),
    responseContentType: text(),
    createdAt: createdAt(),
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantForeignKey('api_idempotency_keys_api_key_fk', { tenantId: t.tenantId, column: t.apiKeyId }, apiKeys).onDelete(
      'cascade',
    ),
    uniqueIndex('api_idempotency_keys_unique').on(t.tenantId, t.apiKeyId, t.key),
    index('api_idempotency_keys_created_idx').on(t.createdAt),
    checkOneOf('api_idempotency_keys_state_check', t.state, IDEMPOTENCY_STATE_VALUES),
    tenantIsolationPolicy(),
  ],
);

export type ApiKey = typeof apiKeys.$inferSelect;
export type NewApiKey = typeof apiKeys.$inferInsert;
