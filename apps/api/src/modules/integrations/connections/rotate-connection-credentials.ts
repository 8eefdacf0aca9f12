import { integrationConnections, withPlatform, type DbClient } from '@scopewright/db';
import { asc, eq } from 'drizzle-orm';
import type { Keyring } from '../../../platform/secret-box/encryption-keyring';
import { needsRotation, reencrypt, SecretBoxError } from '../../../platform/secret-box/secret-box';
import { connectionAad } from './seal-credentials';

export interface RotationReport {
  rotated: number;
  alreadyCurrent: number;
  /** Rows that could not be opened with any key of the ring: never skipped silently, never changed. */
  failed: { tenantId: string; connectionId: string; provider: string; reason: string }[];
}

/**
 * Re-seals every connection's credentials with the keyring's current key (docs/decisions/0049): each row read,
 * re-encrypted and written back under its own row lock, so a connection saved meanwhile is never overwritten.
 */
export async function rotateConnectionCredentials(db: DbClient, keyring: Keyring): Promise<RotationReport> {
  const report: RotationReport = { rotated: 0, alreadyCurrent: 0, failed: [] };
  const rows = await withPlatform({ db }, (tx) =>
    tx
      .select({ tenantId: integrationConnections.tenantId, id: integrationConnections.id })
      .from(integrationConnections)
      .orderBy(asc(integrationConnections.tenantId), asc(integrationConnections.id)),
  );
  for (const { tenantId, id } of rows) {
    await withPlatform({ db }, async (tx) => {
      const [row] = await tx
        .select()
        .from(integrationConnections)
        .where(eq(integrationConnections.id, id))
        .for('update');
      if (!row) return;
      try {
        if (!needsRotation(keyring, row.credentialsSealed)) {
          report.alreadyCurrent += 1;
          return;
        }
        const sealed = reencrypt(keyring, row.credentialsSealed, connectionAad(tenantId, id));
        await tx
          .update(integrationConnections)
          .set({ credentialsSealed: sealed })
          .where(eq(integrationConnections.id, id));
        report.rotated += 1;
      } catch (error) {
        if (!(error instanceof SecretBoxError)) throw error;
        report.failed.push({ tenantId, connectionId: id, provider: row.provider, reason: error.message });
      }
    });
  }
  return report;
}
