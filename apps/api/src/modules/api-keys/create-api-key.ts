import { apiKeys, withTenant, type Tx } from '@scopewright/db';
import type { ApiScope, CreateApiKeyInput, CreatedApiKey } from '@scopewright/domain';
import { PUBLIC_API_COPY } from '@scopewright/domain';
import { and, count, eq, gt, isNull, or } from 'drizzle-orm';
import { generateApiKey } from '../../platform/api-keys/api-key-secret';
import type { TenantContext } from '../../platform/access/use-case-context';
import { AppError } from '../../platform/errors';
import { recordAudit } from '../../platform/audit/record-audit';
import { keySummary } from './api-keys.queries';

/** Live keys a workspace may hold at once: enough for every tool, few enough to keep track of. */
export const MAX_ACTIVE_API_KEYS = 25;

async function countLiveKeys(tx: Tx, tenantId: string, now: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(apiKeys)
    .where(
      and(
        eq(apiKeys.tenantId, tenantId),
        isNull(apiKeys.revokedAt),
        or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, now)),
      ),
    );
  return row?.n ?? 0;
}

/** Inserts a key and returns its one-time secret; shared with the rotation. */
export async function insertApiKey(
  tx: Tx,
  ctx: Pick<TenantContext, 'tenantId' | 'actor'>,
  fields: { name: string; scopes: ApiScope[]; expiresAt: Date | null; rotatedFromId?: string },
): Promise<CreatedApiKey> {
  const now = new Date();
  if ((await countLiveKeys(tx, ctx.tenantId, now)) >= MAX_ACTIVE_API_KEYS) {
    throw new AppError(
      'CONFLICT',
      `A workspace can hold ${MAX_ACTIVE_API_KEYS} active API keys. Revoke one you no longer use first.`,
    );
  }
  const made = generateApiKey();
  const [row] = await tx
    .insert(apiKeys)
    .values({
      tenantId: ctx.tenantId,
      name: fields.name,
      hash: made.hash,
      start: made.start,
      last4: made.last4,
      scopes: [...new Set(fields.scopes)],
      expiresAt: fields.expiresAt,
      rotatedFromId: fields.rotatedFromId ?? null,
      createdBy: ctx.actor.userId,
    })
    .returning({ id: apiKeys.id });
  if (!row) throw new Error('insertApiKey: insert returned no row');
  return { key: await keySummary(tx, ctx.tenantId, row.id), secret: made.secret };
}

/** POST /api/api-keys: a new key, shown once; the audit log keeps its name, scopes and expiry, never the key. */
export function createApiKey(ctx: TenantContext, input: CreateApiKeyInput): Promise<CreatedApiKey> {
  const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
  if (expiresAt && expiresAt.getTime() <= Date.now()) {
    throw new AppError('VALIDATION', PUBLIC_API_COPY.expiryInPast, {
      details: [{ path: 'expiresAt', message: PUBLIC_API_COPY.expiryInPast }],
    });
  }
  return withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, async (tx) => {
    const created = await insertApiKey(tx, ctx, { name: input.name, scopes: input.scopes, expiresAt });
    await recordAudit(tx, ctx, {
      action: 'api_key.created',
      tenantId: ctx.tenantId,
      target: { type: 'api_key', id: created.key.id, label: created.key.name },
      changes: {
        scopes: { before: null, after: created.key.scopes },
        expiresAt: { before: null, after: created.key.expiresAt },
      },
    });
    return created;
  });
}
