import { newId, webhookEndpoints, withTenant } from '@scopewright/db';
import { PUBLIC_API_COPY, type CreatedWebhookEndpoint, type CreateWebhookEndpointInput } from '@scopewright/domain';
import { eq } from 'drizzle-orm';
import type { TenantContext } from '../../platform/access/use-case-context';
import { AppError } from '../../platform/errors';
import { checkWebhookUrl } from './check-webhook-url';
import { auditedEndpoint, recordEndpointChange } from './webhook-audit';
import { MAX_WEBHOOK_ENDPOINTS, type WebhookDeps } from './webhook-deps';
import { generateWebhookSecret, sealWebhookSecret } from './webhook-secret';
import { toEndpointSummary } from './webhook-view';

/**
 * POST /api/webhooks: the URL must reach a public address now (422 on `url` otherwise); the signing secret is
 * made here, stored sealed to the row and returned this once.
 */
export async function createWebhookEndpoint(
  ctx: TenantContext,
  deps: Pick<WebhookDeps, 'config'>,
  input: CreateWebhookEndpointInput,
): Promise<CreatedWebhookEndpoint> {
  const url = await checkWebhookUrl(deps.config, input.url);
  const secret = generateWebhookSecret();
  return withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, async (tx) => {
    const existing = await tx.$count(webhookEndpoints, eq(webhookEndpoints.tenantId, ctx.tenantId));
    if (existing >= MAX_WEBHOOK_ENDPOINTS) {
      throw new AppError('VALIDATION', PUBLIC_API_COPY.webhookEndpointLimit(MAX_WEBHOOK_ENDPOINTS));
    }
    const id = newId();
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({
        tenantId: ctx.tenantId,
        id,
        url,
        description: input.description ?? '',
        events: [...new Set(input.events)],
        secretSealed: sealWebhookSecret(deps.config.keyring, ctx.tenantId, id, secret),
        createdBy: ctx.actor.userId,
        createdByApiKeyId: ctx.actor.apiKey?.id ?? null,
      })
      .returning();
    await recordEndpointChange(tx, ctx, {
      action: 'webhook.created',
      id,
      before: null,
      after: auditedEndpoint(row!, true),
    });
    return { endpoint: toEndpointSummary(row!, deps.config.keyring), secret };
  });
}
