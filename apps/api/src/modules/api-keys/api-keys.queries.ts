import { apiKeys, users, type ApiKey, type Tx } from '@scopewright/db';
import { isApiScope, type ApiKeySummary } from '@scopewright/domain';
import { and, desc, eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors';

/** A key that expires within this is shown as "expiring" (a rotation's overlap, or a date close by). */
const EXPIRING_WITHIN_MS = 7 * 24 * 60 * 60 * 1000;

export function keyStatus(row: Pick<ApiKey, 'revokedAt' | 'expiresAt'>, now: Date): ApiKeySummary['status'] {
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt && row.expiresAt <= now) return 'expired';
  if (row.expiresAt && row.expiresAt.getTime() - now.getTime() <= EXPIRING_WITHIN_MS) return 'expiring';
  return 'active';
}

const iso = (value: Date | null) => value?.toISOString() ?? null;

export function toApiKeySummary(row: ApiKey, createdByName: string | null, now = new Date()): ApiKeySummary {
  return {
    id: row.id,
    name: row.name,
    start: row.start,
    last4: row.last4,
    scopes: row.scopes.filter(isApiScope),
    createdAt: row.createdAt.toISOString(),
    createdByName,
    lastUsedAt: iso(row.lastUsedAt),
    expiresAt: iso(row.expiresAt),
    revokedAt: iso(row.revokedAt),
    rotatedFromId: row.rotatedFromId,
    status: keyStatus(row, now),
  };
}

/** Keys of the workspace (all, or one), newest first, with who made each. */
async function readKeySummaries(tx: Tx, tenantId: string, id?: string): Promise<ApiKeySummary[]> {
  const rows = await tx
    .select({ key: apiKeys, creator: users.name })
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.createdBy))
    .where(and(eq(apiKeys.tenantId, tenantId), id ? eq(apiKeys.id, id) : undefined))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  const now = new Date();
  return rows.map((row) => toApiKeySummary(row.key, row.creator, now));
}

export const listKeySummaries = (tx: Tx, tenantId: string) => readKeySummaries(tx, tenantId);

export async function keySummary(tx: Tx, tenantId: string, id: string): Promise<ApiKeySummary> {
  const [summary] = await readKeySummaries(tx, tenantId, id);
  if (!summary) throw new AppError('NOT_FOUND', 'API key not found.');
  return summary;
}

/** The key, locked for a change; 404 when it is not the workspace's. */
export async function lockKey(tx: Tx, tenantId: string, id: string): Promise<ApiKey> {
  const [row] = await tx
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.tenantId, tenantId), eq(apiKeys.id, id)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', 'API key not found.');
  return row;
}
