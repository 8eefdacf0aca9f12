import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { checkOneOf, createdAt, timestamps, timestamptz } from './columns';
import { tenantIsolationPolicy } from './rls';
import { tenantColumns, tenantForeignKey, tenantPrimaryKey } from './tenancy';

// Literal lists mirror @scopewright/domain's webhook enums (public-api/webhook-events.ts).
export const WEBHOOK_ENDPOINT_STATUS_VALUES = ['enabled', 'disabled', 'auto_disabled'] as const;
export const WEBHOOK_DELIVERY_STATUS_VALUES = ['pending', 'succeeded', 'failed'] as const;
export const WEBHOOK_ATTEMPT_TRIGGER_VALUES = ['automatic', 'replay', 'test'] as const;

/**
 * Where a workspace wants its events (Standard Webhooks). The signing secret (`whsec_…`) is sealed with the
 * integrations keyring (docs/decisions/0049), shown once at creation and rotation; during a rotation's overlap the
 * previous secret signs too (two signatures in `webhook-signature`).
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    ...tenantColumns(),
    url: text().notNull(),
    description: text().notNull().default(''),
    /** Event types (domain WEBHOOK_EVENT_TYPES). */
    events: text().array().notNull(),
    secretSealed: text().notNull(),
    previousSecretSealed: text(),
    previousSecretExpiresAt: timestamptz(),
    status: text({ enum: WEBHOOK_ENDPOINT_STATUS_VALUES }).notNull().default('enabled'),
    disabledReason: text(),
    /** Deliveries that ended failed in a row; reset by a success. */
    consecutiveFailures: integer().notNull().default(0),
    failingSince: timestamptz(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** Set when an API key created it. */
    createdByApiKeyId: uuid(),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    index('webhook_endpoints_tenant_idx').on(t.tenantId, t.createdAt),
    checkOneOf('webhook_endpoints_status_check', t.status, WEBHOOK_ENDPOINT_STATUS_VALUES),
    tenantIsolationPolicy(),
  ],
);

/**
 * One event for one endpoint: written in the transaction of the change it reports, delivered by the worker.
 * `messageId` (`msg_…`, the `webhook-id` header) is the event's and stays the same across retries and replays, so
 * a receiver can drop a repeat.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    ...tenantColumns(),
    endpointId: uuid().notNull(),
    messageId: text().notNull(),
    eventType: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    status: text({ enum: WEBHOOK_DELIVERY_STATUS_VALUES }).notNull().default('pending'),
    attemptCount: integer().notNull().default(0),
    nextAttemptAt: timestamptz(),
    /** A worker's claim on the delivery while it sends it; an expired lease is claimable again. */
    leaseExpiresAt: timestamptz(),
    lastAttemptAt: timestamptz(),
    lastResponseStatus: integer(),
    lastError: text(),
    deliveredAt: timestamptz(),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantForeignKey(
      'webhook_deliveries_endpoint_fk',
      { tenantId: t.tenantId, column: t.endpointId },
      webhookEndpoints,
    ).onDelete('cascade'),
    index('webhook_deliveries_endpoint_idx').on(t.tenantId, t.endpointId, t.createdAt.desc(), t.id.desc()),
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status = 'pending'`),
    checkOneOf('webhook_deliveries_status_check', t.status, WEBHOOK_DELIVERY_STATUS_VALUES),
    tenantIsolationPolicy(),
  ],
);

/** Each try of a delivery: when, how long, the receiver's status and the start of its answer (capped). */
export const webhookDeliveryAttempts = pgTable(
  'webhook_delivery_attempts',
  {
    ...tenantColumns(),
    deliveryId: uuid().notNull(),
    attemptNo: integer().notNull(),
    trigger: text({ enum: WEBHOOK_ATTEMPT_TRIGGER_VALUES }).notNull().default('automatic'),
    responseStatus: integer(),
    durationMs: integer().notNull(),
    /** The first 1,024 characters of the answer. */
    responseExcerpt: text(),
    error: text(),
    succeeded: boolean().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantForeignKey(
      'webhook_delivery_attempts_delivery_fk',
      { tenantId: t.tenantId, column: t.deliveryId },
      webhookDeliveries,
    ).onDelete('cascade'),
    index('webhook_delivery_attempts_delivery_idx').on(t.tenantId, t.deliveryId, t.attemptNo),
    checkOneOf('webhook_delivery_attempts_trigger_check', t.trigger, WEBHOOK_ATTEMPT_TRIGGER_VALUES),
    tenantIsolationPolicy(),
  ],
);

export type WebhookEndpoint = typeof webhookEndpoints.$inferSelect;
export type WebhookDelivery = typeof webhookDeliveries.$inferSelect;
