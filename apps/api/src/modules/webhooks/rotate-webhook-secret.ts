import { webhookEndpoints, withTenant } from '@scopewright/db';
import type { CreatedWebhookEndpoint } from '@scopewright/domain';
import { and, eq } from 'drizzle-orm';
import type { TenantContext } from '../../platform/access/use-case-context';
import { SECRET_ROTATION_OVERLAP_HOURS, type WebhookDeps } from './webhook-deps';
import { generateWebhookSecret, sealWebhookSecret } from './webhook-secret';
import { getEndpointOrThrow } from './webhooks.queries';
import { auditedEndpoint, recordEndpointChange } from './webhook-audit';
import { toEndpointSummary } from './webhook-view';

/**
 * POST /api/webhooks/{id}/rotate-secret: a new secret, returned this once. The one it replaces keeps signing
 * beside it for 24 hours (two signatures in `webhook-signature`), so the receiver can switch without a gap.
 */
export async function rotateWebhookSecret(
  ctx: TenantContext,
  deps: Pick<WebhookDeps, 'config'>,
  input: { id: string },
): Promise<CreatedWebhookEndpoint> {
  const secret = generateWebhookSecret();
  return withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, async (tx) => {
    const row = await getEndpointOrThrow(tx, ctx.tenantId, input.id, { forUpdate: true });
    const now = new Date();
    const [updated] = await tx
      .update(webhookEndpoints)
      .set({
        secretSealed: sealWebhookSecret(deps.config.keyring, ctx.tenantId, row.id, secret),
        previousSecretSealed: row.secretSealed,
        previousSecretExpiresAt: new Date(now.getTime() + SECRET_ROTATION_OVERLAP_HOURS * 3_600_000),
        updatedAt: now,
      })
      .where(and(eq(webhookEndpoints.tenantId, ctx.tenantId), eq(webhookEndpoints.id, row.id)))
      .returning();
    await recordEndpointChange(tx, ctx, {
      action: 'webhook.secret_rotated',
      id: row.id,
      // A new secret is a change whatever its value: both sides read `[changed]`.
      before: auditedEndpoint(row),
      after: auditedEndpoint(updated!, true),
      metadata: { previousSecretExpiresAt: updated!.previousSecretExpiresAt?.toISOString() ?? null },
    });
    return { endpoint: toEndpointSummary(updated!, deps.config.keyring), secret };
  });
}
