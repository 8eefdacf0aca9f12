import { integrationConnections, type IntegrationConnectionRow, type Tx } from '@scopewright/db';
import { INTEGRATIONS_COPY, type IntegrationProviderId } from '@scopewright/domain';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../../platform/errors';
import type { ConnectionConfig } from './load-connection';

export function findConnection(
  tx: Tx,
  tenantId: string,
  provider: IntegrationProviderId,
  options: { forUpdate?: boolean } = {},
): Promise<IntegrationConnectionRow | undefined> {
  const query = tx
    .select()
    .from(integrationConnections)
    .where(and(eq(integrationConnections.tenantId, tenantId), eq(integrationConnections.provider, provider)));
  return (options.forUpdate ? query.for('update') : query).then((rows) => rows[0]);
}

/** The workspace's connection to the PSA; NOT_FOUND when it is not connected. */
export async function getConnectionOrThrow(
  tx: Tx,
  tenantId: string,
  provider: IntegrationProviderId,
  options: { forUpdate?: boolean } = {},
): Promise<IntegrationConnectionRow> {
  const row = await findConnection(tx, tenantId, provider, options);
  if (row === undefined) throw new AppError('NOT_FOUND', INTEGRATIONS_COPY.notConnected(provider));
  return row;
}

export function throwIfStale(row: IntegrationConnectionRow, lockVersion: number): void {
  if (row.lockVersion === lockVersion) return;
  throw new AppError('CONFLICT', INTEGRATIONS_COPY.stale, {
    reason: 'stale',
    details: { currentLockVersion: row.lockVersion },
  });
}

/** The server's PSA settings (keyring, outbound allow-list); absent when the app was built without them. */
export function requireConfig(config: ConnectionConfig | undefined): ConnectionConfig {
  if (config === undefined) throw new AppError('SERVICE_UNAVAILABLE', INTEGRATIONS_COPY.notConfigured);
  return config;
}
