import { webhookEndpoints, withPlatform, type DbClient } from '@scopewright/db';
import { and, eq } from 'drizzle-orm';
import type { Keyring } from '../../platform/secret-box/encryption-keyring';
import { needsRotation, reencrypt } from '../../platform/secret-box/secret-box';
import { webhookSecretAad } from './webhook-secret';

/**
 * Re-seals every endpoint's secrets with the keyring's current key, as `npm run secrets:rotate` does for PSA
 * credentials (ADR 0049): afterwards the previous key can leave INTEGRATIONS_ENCRYPTION_KEYS_PREVIOUS.
 */
export async function resealWebhookSecrets(
  db: DbClient,
  keyring: Keyring,
): Promise<{ resealed: number; failed: { tenantId: string; endpointId: string }[] }> {
  const rows = await withPlatform({ db }, (tx) => tx.select().from(webhookEndpoints));
  let resealed = 0;
  const failed: { tenantId: string; endpointId: string }[] = [];
  for (const row of rows) {
    const aad = webhookSecretAad(row.tenantId, row.id);
    try {
      // A rotated-out secret past its overlap signs nothing any more: it is dropped rather than re-sealed.
      const previous = (row.previousSecretExpiresAt ?? new Date(0)) > new Date() ? row.previousSecretSealed : null;
      const stale = [row.secretSealed, previous].some((value) => value !== null && needsRotation(keyring, value));
      if (!stale && previous === row.previousSecretSealed) continue;
      const secretSealed = reencrypt(keyring, row.secretSealed, aad);
      const previousSecretSealed = previous === null ? null : reencrypt(keyring, previous, aad);
      await withPlatform({ db }, (tx) =>
        tx
          .update(webhookEndpoints)
          .set({ secretSealed, previousSecretSealed })
          .where(and(eq(webhookEndpoints.tenantId, row.tenantId), eq(webhookEndpoints.id, row.id))),
      );
      resealed += 1;
    } catch {
      failed.push({ tenantId: row.tenantId, endpointId: row.id });
    }
  }
  return { resealed, failed };
}
