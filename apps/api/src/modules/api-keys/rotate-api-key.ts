import { apiKeys, withTenant } from '@scopewright/db';
import { isApiScope, type CreatedApiKey, type RotateApiKeyInput } from '@scopewright/domain';
import { and, eq } from 'drizzle-orm';
import type { TenantContext } from '../../platform/access/use-case-context';
import { AppError } from '../../platform/errors';
import { recordAudit } from '../../platform/audit/record-audit';
import { keyStatus, lockKey } from './api-keys.queries';
import { insertApiKey } from './create-api-key';

const HOUR_MS = 60 * 60 * 1000;

/**
 * POST /api/api-keys/{id}/rotate: a new key with the same name, scopes and expiry; the old one keeps working for
 * the overlap (0 = it stops now) so the tools using it can be switched without downtime.
 */
export function rotateApiKey(ctx: TenantContext, id: string, input: RotateApiKeyInput): Promise<CreatedApiKey> {
  return withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, async (tx) => {
    const old = await lockKey(tx, ctx.tenantId, id);
    const now = new Date();
    const status = keyStatus(old, now);
    if (status === 'revoked' || status === 'expired') {
      throw new AppError('CONFLICT', `This key is ${status}: create a new key instead.`);
    }
    const overlapEnds = new Date(now.getTime() + input.overlapHours * HOUR_MS);
    const oldEnds = old.expiresAt && old.expiresAt < overlapEnds ? old.expiresAt : overlapEnds;
    await tx
      .update(apiKeys)
      .set(input.overlapHours === 0 ? { revokedAt: now } : { expiresAt: oldEnds })
      .where(and(eq(apiKeys.tenantId, ctx.tenantId), eq(apiKeys.id, id)));
    const rotated = await insertApiKey(tx, ctx, {
      name: old.name,
      scopes: old.scopes.filter(isApiScope),
      expiresAt: old.expiresAt,
      rotatedFromId: old.id,
    });
    await recordAudit(tx, ctx, {
      action: 'api_key.rotated',
      tenantId: ctx.tenantId,
      target: { type: 'api_key', id: old.id, label: old.name },
      metadata: {
        newKeyId: rotated.key.id,
        scopes: rotated.key.scopes,
        overlapHours: input.overlapHours,
        oldKeyEndsAt: (input.overlapHours === 0 ? now : oldEnds).toISOString(),
      },
    });
    return rotated;
  });
}
