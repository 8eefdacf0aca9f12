import { integrationConnections, newId, withPlatform, type DbClient } from '@scopewright/db';
import type { CredentialsInput, IntegrationProviderId } from '@scopewright/domain';
import { and, eq } from 'drizzle-orm';
import { TEST_INTEGRATIONS_ENCRYPTION_KEY } from '../../../testing/create-identity-app';
import { createKeyring } from '../../../platform/secret-box/encryption-keyring';
import { accountOf, sealCredentials } from './seal-credentials';

export const testKeyring = () => createKeyring(TEST_INTEGRATIONS_ENCRYPTION_KEY);

/** A ConnectWise connection to an address the outbound rules refuse: every call to it fails without the network. */
export const UNREACHABLE_CONNECTWISE: CredentialsInput<'connectwise'> = {
  site: 'https://127.0.0.1:9',
  companyId: 'acme',
  publicKey: 'pub-unreachable',
  privateKey: 'priv-unreachable',
  clientId: 'client-unreachable',
};

/** The tenant's connection to the PSA as it is stored now (created sealed with the test keyring when missing). */
export async function ensureConnection(
  db: DbClient,
  tenantId: string,
  provider: IntegrationProviderId = 'connectwise',
  credentials: CredentialsInput = UNREACHABLE_CONNECTWISE,
) {
  return withPlatform({ db }, async (tx) => {
    const where = and(eq(integrationConnections.tenantId, tenantId), eq(integrationConnections.provider, provider));
    const [existing] = await tx.select().from(integrationConnections).where(where);
    if (existing) return existing;
    const id = newId();
    const [row] = await tx
      .insert(integrationConnections)
      .values({
        tenantId,
        id,
        provider,
        credentialsSealed: sealCredentials(testKeyring(), tenantId, id, credentials),
        account: accountOf(provider, credentials),
      })
      .returning();
    return row!;
  });
}
