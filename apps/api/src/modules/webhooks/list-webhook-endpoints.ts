import { webhookEndpoints, withTenant } from '@scopewright/db';
import {
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_EVENTS,
  type WebhookEndpointSummary,
  type WebhookEventType,
} from '@scopewright/domain';
import { asc, eq } from 'drizzle-orm';
import type { TenantContext } from '../../platform/access/use-case-context';
import type { WebhookDeps } from './webhook-deps';
import { toEndpointSummary } from './webhook-view';

export interface WebhookEndpointList {
  items: WebhookEndpointSummary[];
  /** Every event an endpoint can subscribe to, with what it reports. */
  events: { type: WebhookEventType; description: string }[];
}

/** GET /api/webhooks: the workspace's endpoints, oldest first, and the events on offer. */
export async function listWebhookEndpoints(
  ctx: TenantContext,
  deps: Pick<WebhookDeps, 'config'>,
): Promise<WebhookEndpointList> {
  const rows = await withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, (tx) =>
    tx
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.tenantId, ctx.tenantId))
      .orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id)),
  );
  return {
    items: rows.map((row) => toEndpointSummary(row, deps.config.keyring)),
    events: WEBHOOK_EVENT_TYPES.map((type) => ({ type, description: WEBHOOK_EVENTS[type] })),
  };
}
