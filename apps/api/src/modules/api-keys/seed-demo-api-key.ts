import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiKeys, type Tx } from '@scopewright/db';
import type { ApiScope } from '@scopewright/domain';
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import { generateApiKey, hashApiKey, isWellFormedApiKey } from '../../platform/api-keys/api-key-secret';

export const DEMO_API_KEY_NAME = 'HubSpot sync (demo)';
const DEMO_API_KEY_SCOPES: ApiScope[] = ['clients:read', 'quotes:write', 'opportunities:read', 'templates:read'];

/**
 * The demo workspace's API key, so /api/v1 can be tried at once on a fresh start. A key is shown only once, so in
 * demo mode (embedded database only) its secret is kept in DATA_DIR/demo-api-key (mode 600) beside the demo
 * password and printed at each start. Returns the secret while that key is live, else null (revoked or rotated in
 * the app, or the file removed): nothing is printed then.
 */
export async function seedDemoApiKey(
  tx: Tx,
  { tenantId, createdBy, dataDir }: { tenantId: string; createdBy: string | null; dataDir: string },
): Promise<string | null> {
  const file = join(dataDir, 'demo-api-key');
  const [existing] = await tx.select({ id: apiKeys.id }).from(apiKeys).where(eq(apiKeys.tenantId, tenantId)).limit(1);
  if (existing) {
    const stored = existsSync(file) ? readFileSync(file, 'utf8').trim() : '';
    if (!isWellFormedApiKey(stored)) return null;
    const [live] = await tx
      .select({ id: apiKeys.id })
      .from(apiKeys)
      .where(
        and(
          eq(apiKeys.tenantId, tenantId),
          eq(apiKeys.hash, hashApiKey(stored)),
          isNull(apiKeys.revokedAt),
          or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, new Date())),
        ),
      );
    return live ? stored : null;
  }
  const made = generateApiKey();
  await tx.insert(apiKeys).values({
    tenantId,
    name: DEMO_API_KEY_NAME,
    hash: made.hash,
    start: made.start,
    last4: made.last4,
    scopes: DEMO_API_KEY_SCOPES,
    createdBy,
    // Made a while ago, like the rest of the demo's history.
    createdAt: new Date(Date.now() - 9 * 24 * 60 * 60 * 1000),
  });
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${made.secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return made.secret;
}
