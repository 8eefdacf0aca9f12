import { integrationConnections, newId, withTenant } from '@scopewright/db';
import {
  credentialsInput,
  INTEGRATIONS_COPY,
  type CredentialsInput,
  type IntegrationConnection,
  type IntegrationProviderId,
} from '@scopewright/domain';
import { and, eq } from 'drizzle-orm';
import type { TenantContext } from '../../../platform/access/use-case-context';
import { AppError, validationError } from '../../../platform/errors';
import { isUniqueViolation } from '../../../platform/unique-violation';
import type { PsaCredentials } from '../psa/create-adapter';
import { toConnectionView } from './connection-view';
import { credentialChanges, recordConnectionChange } from './connection-audit';
import { findConnection } from './connections.queries';
import { adapterFor, adapterOptions, type ConnectionConfig } from './load-connection';
import { testFailed } from './psa-failure';
import { accountOf, sealCredentials } from './seal-credentials';

/**
 * PUT /api/integrations/{provider}: tests the credentials against the PSA first; only credentials that work are
 * saved (sealed to the row). A failed test saves nothing and answers the PSA's precise reason. The audit log
 * gets `integration.connected` (or `updated` for new credentials), secret fields only as `[changed]`.
 */
export async function connectProvider(
  ctx: TenantContext,
  config: ConnectionConfig,
  provider: IntegrationProviderId,
  body: unknown,
): Promise<{ connection: IntegrationConnection; created: boolean }> {
  const parsed = credentialsInput(provider, { httpHosts: config.outboundAllowList }).safeParse(body);
  if (!parsed.success) throw validationError(parsed.error.issues);
  const credentials = parsed.data as CredentialsInput;
  const tenant = { db: ctx.database.db, tenantId: ctx.tenantId };

  const existing = await withTenant(tenant, (tx) => findConnection(tx, ctx.tenantId, provider));
  const adapter = adapterFor(
    config,
    { provider, ...credentials } as PsaCredentials,
    adapterOptions(config, { provider, settings: existing?.settings ?? {} }),
  );
  const { accountLabel } = await adapter.testConnection().catch(testFailed);

  try {
    return await withTenant(tenant, async (tx) => {
      const row = await findConnection(tx, ctx.tenantId, provider, { forUpdate: true });
      const id = row?.id ?? newId();
      const now = new Date();
      const values = {
        credentialsSealed: sealCredentials(config.keyring, ctx.tenantId, id, credentials),
        account: accountOf(provider, credentials),
        accountLabel,
        lastTestedAt: now,
        lastTestError: null,
        updatedAt: now,
        updatedBy: ctx.actor.userId,
      };
      const changes = {
        ...credentialChanges(config.keyring, provider, row, { ...credentials }),
        ...(row?.accountLabel === accountLabel
          ? {}
          : { accountLabel: { before: row?.accountLabel ?? null, after: accountLabel } }),
      };
      if (row === undefined) {
        const [created] = await tx
          .insert(integrationConnections)
          .values({ tenantId: ctx.tenantId, id, provider, createdBy: ctx.actor.userId, ...values })
          .returning();
        await recordConnectionChange(tx, ctx, { action: 'integration.connected', row: created!, changes });
        return { connection: toConnectionView(created!), created: true };
      }
      const [updated] = await tx
        .update(integrationConnections)
        .set({ ...values, lockVersion: row.lockVersion + 1 })
        .where(and(eq(integrationConnections.tenantId, ctx.tenantId), eq(integrationConnections.id, id)))
        .returning();
      await recordConnectionChange(tx, ctx, {
        action: 'integration.updated',
        row: updated!,
        changes,
        metadata: { credentials: true },
      });
      return { connection: toConnectionView(updated!), created: false };
    });
  } catch (error) {
    if (!isUniqueViolation(error, 'integration_connections_tenant_provider_unique')) throw error;
    throw new AppError('CONFLICT', INTEGRATIONS_COPY.stale, { reason: 'stale', cause: error });
  }
}
