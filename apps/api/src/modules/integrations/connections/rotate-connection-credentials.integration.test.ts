import { randomBytes } from 'node:crypto';
import { integrationConnections, withPlatform } from '@scopewright/db';
import { createIntegrationConnection, createTenant, createTestOwnerDatabase } from '@scopewright/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createKeyring } from '../../../platform/secret-box/encryption-keyring';
import { decryptSecret, encryptSecret } from '../../../platform/secret-box/secret-box';
import { rotateConnectionCredentials } from './rotate-connection-credentials';
import { connectionAad } from './seal-credentials';

const owner = createTestOwnerDatabase();
afterAll(() => owner.close());

const newKey = () => randomBytes(32).toString('base64');
const sealedOf = async (id: string) =>
  (
    await withPlatform({ db: owner.db }, (tx) =>
      tx.select().from(integrationConnections).where(eq(integrationConnections.id, id)),
    )
  )[0]!.credentialsSealed;

describe('rotating the integrations key', () => {
  it('re-seals credentials sealed by a previous key, leaves current ones, and reports what no key opens', async () => {
    const [oldKey, currentKey, lostKey] = [newKey(), newKey(), newKey()];
    const [first, second, third] = [
      await createTenant(owner.db),
      await createTenant(owner.db),
      await createTenant(owner.db),
    ];
    const seal = async (tenantId: string, key: string, secret: string) => {
      const row = await createIntegrationConnection(owner.db, tenantId, { credentialsSealed: 'pending' });
      const sealed = encryptSecret(createKeyring(key), secret, connectionAad(tenantId, row.id));
      await withPlatform({ db: owner.db }, (tx) =>
        tx
          .update(integrationConnections)
          .set({ credentialsSealed: sealed })
          .where(eq(integrationConnections.id, row.id)),
      );
      return { id: row.id, tenantId, sealed };
    };
    const stale = await seal(first.id, oldKey, '{"privateKey":"old-secret"}');
    const current = await seal(second.id, currentKey, '{"privateKey":"current-secret"}');
    const lost = await seal(third.id, lostKey, '{"privateKey":"lost-secret"}');

    const report = await rotateConnectionCredentials(owner.db, createKeyring(currentKey, [oldKey]));

    expect(report.rotated).toBeGreaterThanOrEqual(1);
    const onlyCurrent = createKeyring(currentKey);
    expect(decryptSecret(onlyCurrent, await sealedOf(stale.id), connectionAad(stale.tenantId, stale.id))).toBe(
      '{"privateKey":"old-secret"}',
    );
    expect(await sealedOf(current.id)).toBe(current.sealed);
    // Other tests' connections (sealed with the test key) are reported too: only the ones made here are checked.
    expect(report.failed).toEqual(
      expect.arrayContaining([expect.objectContaining({ connectionId: lost.id, provider: 'connectwise' })]),
    );
    expect(report.failed.map((row) => row.connectionId)).not.toContain(stale.id);
    expect(await sealedOf(lost.id)).toBe(lost.sealed);
    expect(JSON.stringify(report)).not.toContain('lost-secret');
  });
});
