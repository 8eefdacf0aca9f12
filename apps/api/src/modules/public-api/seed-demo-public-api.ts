import { tenants, users, withPlatform, withTenant, type Database } from '@scopewright/db';
import { eq } from 'drizzle-orm';
import type { Keyring } from '../../platform/secret-box/encryption-keyring';
import { seedDemoApiKey } from '../api-keys';
import { seedDemoWebhooks } from '../webhooks';

const DEMO_DOMAIN = 'demo-msp.test';
const DEMO_ADMIN_EMAIL = 'admin@demo-msp.test';

/**
 * Demo mode only: the demo workspace's API key and webhook endpoint (with a short delivery history), so Settings →
 * API and /api/v1 can be tried on a fresh start. Returns the demo key while it is live, for the start-up banner.
 */
export async function seedDemoPublicApi(
  database: Database,
  { keyring, dataDir }: { keyring: Keyring; dataDir: string },
): Promise<string | null> {
  const found = await withPlatform(database, async (tx) => {
    const [tenant] = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.domain, DEMO_DOMAIN));
    const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ADMIN_EMAIL));
    return tenant ? { tenantId: tenant.id, createdBy: admin?.id ?? null } : null;
  });
  if (!found) return null;
  return withTenant({ db: database.db, tenantId: found.tenantId }, async (tx) => {
    await seedDemoWebhooks(tx, { keyring, ...found });
    return seedDemoApiKey(tx, { ...found, dataDir });
  });
}
