import { apiKeys, withTenant, type DbClient } from '@scopewright/db';
import { API_SCOPES, type ApiScope } from '@scopewright/domain';
import { generateApiKey } from '../platform/api-keys/api-key-secret';

/** An API key of the workspace, straight into the database: its id and the key itself. */
export async function issueApiKey(
  db: DbClient,
  tenantId: string,
  options: { scopes?: readonly ApiScope[]; revoked?: boolean; expiresAt?: Date | null; name?: string } = {},
): Promise<{ id: string; secret: string }> {
  const made = generateApiKey();
  const [row] = await withTenant({ db, tenantId }, (tx) =>
    tx
      .insert(apiKeys)
      .values({
        tenantId,
        name: options.name ?? 'Test key',
        hash: made.hash,
        start: made.start,
        last4: made.last4,
        scopes: [...(options.scopes ?? API_SCOPES)],
        expiresAt: options.expiresAt ?? null,
        revokedAt: options.revoked ? new Date() : null,
      })
      .returning({ id: apiKeys.id }),
  );
  if (!row) throw new Error('issueApiKey: insert returned no row');
  return { id: row.id, secret: made.secret };
}

/** Every scope but the given one. */
export const allScopesBut = (scope: ApiScope) => API_SCOPES.filter((s) => s !== scope);
